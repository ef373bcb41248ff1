/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://live.example/"}
 */
import { deleteCookie } from './cookies';

// On an HTTPS site the removal names Secure, like the cookie it removes was written.
it('deletes a cookie with Secure on an HTTPS site', () => {
  const written: string[] = [];
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  deleteCookie('token');
  spy.mockRestore();
  expect(written).toEqual(['token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; SameSite=Lax; Secure']);
});

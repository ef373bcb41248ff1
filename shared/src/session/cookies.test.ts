/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://live.example/"}
 */
import { deleteCookie, writeCookie } from './cookies';

// Over HTTPS (production) the session cookie must never travel in clear.
it('writes and deletes the cookie with Secure on an HTTPS site', () => {
  const written: string[] = [];
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  writeCookie('token', 'abc', 1);
  deleteCookie('token');
  spy.mockRestore();
  expect(written).toHaveLength(2);
  for (const cookie of written) expect(cookie).toMatch(/; SameSite=Lax; Secure$/);
});

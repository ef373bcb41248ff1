import { act } from '@testing-library/react';
import { changeLanguage } from '@platform/shared';
import { mockApiPerTest, renderWithProviders } from '@platform/shared/mock';
import { Root } from '../root';

/** The mock API of each test (a fresh one, restored after it) with a studio signed in. */
export const mockStudioApi = () => mockApiPerTest('studio', { username: 'studio' });

/** The whole remote at a URL, as the shell mounts it. */
export const renderAt = (route: string) => renderWithProviders(<Root />, { router: false, route });

/** describe('in Russian'): each test starts with the page in Russian and leaves it in English. */
export function describeInRussian(tests: () => void) {
  describe('in Russian', () => {
    beforeEach(async () => {
      await act(() => changeLanguage('ru'));
    });
    afterEach(async () => {
      await act(() => changeLanguage('en'));
    });
    tests();
  });
}

/** One of the studio's performers as the API lists her (her name is the username, capitalised). */
export const studioMember = (id: string, username: string) => ({
  _id: id,
  username,
  name: username[0].toUpperCase() + username.slice(1),
  email: `${username}@demo.local`,
  avatar: '',
});

/**
 * @platform/shared with the shell's own start-up calls answered at once: `unread` unread messages, no site
 * settings, no menus. For `jest.mock('@platform/shared', …)` in the tests that render the whole shell.
 */
export function sharedWithShellCallsAnswered(unread: number): object {
  return {
    ...jest.requireActual<object>('@platform/shared'),
    getTotalUnread: jest.fn(async () => unread),
    getPublicSettings: jest.fn(async () => ({})),
    getMenus: jest.fn(async () => []),
  };
}

import { act } from '@testing-library/react';
import { bus } from '@platform/shared';

/** One header link and one footer link: the header must show only the first. */
export const HEADER_TEST_MENUS = [
  { _id: 'm1', title: 'Blog', path: '/posts', section: 'header' as const, internal: true, isNewTab: false, ordering: 1, parentId: null },
  { _id: 'm2', title: 'Terms', path: '/terms', section: 'footer' as const, internal: true, isNewTab: false, ordering: 2, parentId: null },
];

/** After each test of the calling block: signed out, no balance, nothing unread. */
export function resetHeaderBusAfterEach(): void {
  afterEach(() => {
    act(() => {
      bus.auth.set({ status: 'signed-out' });
      bus.balance.set(null);
      bus.unread.set(0);
    });
  });
}

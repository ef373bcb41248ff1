import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/shared';
import { renderWithProviders, reply, signedInAs, type MockApi } from '@platform/shared/mock';
import type { Role } from '@platform/shared/contract';
import { Root } from '../root';

/** The whole remote at `route`, with its own router, as the shell mounts it. */
export const renderAt = (route: string) => renderWithProviders(<Root />, { router: false, route });

/** A `describe('in Russian')` block whose tests go back to English afterwards. */
export function describeInRussian(tests: () => void) {
  describe('in Russian', () => {
    afterEach(async () => {
      await act(() => changeLanguage('en'));
    });
    tests();
  });
}

/** A test that switches to Russian before its body (inside `describeInRussian`, which switches back). */
export function itInRussian(name: string, body: () => Promise<void> | void) {
  it(name, async () => {
    await act(() => changeLanguage('ru'));
    await body();
  });
}

/**
 * A GET of `path` fails once with the server's `message` (shown on the page), then answers `recovered`
 * and the test presses Retry; the caller asserts what the retry shows.
 */
export async function failOnceThenRetry(api: MockApi, path: string, message: string, recovered: unknown, render: () => unknown) {
  api.on('GET', path, reply(500, { statusCode: 500, message }), { times: 1 });
  render();
  expect(await screen.findByText(message)).toBeInTheDocument();
  api.get(path, recovered);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
}

/** The username each role signs in with in these tests. */
const TEST_USERNAMES: Record<Role, string> = { user: 'member', performer: 'anna', studio: 'studio' };

/** An account of `role` opening `route` is told, in `refusal`, that the screen is not for it. */
export function expectRefusedTo(role: Role, route: string, refusal: string) {
  act(() => {
    signedInAs(role, { username: TEST_USERNAMES[role] });
  });
  renderAt(route);
  expect(screen.getByText(refusal)).toBeInTheDocument();
}

/** Each of `texts` is in `element`'s text (a definition list reads "TermValue"). */
export function expectTextsIn(element: HTMLElement, texts: string[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** Types each value into the field of `container` labelled by its key, in order. */
export async function typeInto(container: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(within(container).getByLabelText(label), value);
}

/** An endpoint the server does not have (mockApi answers 404 to any route it does not know) shows `text` at `route`. */
export async function expectMissingEndpointShownAs(route: string, text: string) {
  // The shared client warns about a 404 and hands the body back.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderAt(route);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('404'), expect.anything());
  warn.mockRestore();
}

/** Presses the Save button of `container` and waits for `confirmation` on the page. */
export async function saveAndSee(container: HTMLElement, confirmation: string) {
  await userEvent.click(within(container).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(confirmation)).toBeInTheDocument();
}

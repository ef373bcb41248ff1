import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/shared';
import { Popup18Plus, POPUP_18_KEY } from './popup-18plus.component';

describe('18+ popup', () => {
  beforeEach(() => localStorage.clear());

  it('asks first-time visitors with the configured content', async () => {
    render(<Popup18Plus enabled content="<p>Adults <b>only</b> beyond this point</p>" />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Adults only beyond this point'));
  });

  it('shows the Russian content to a Russian interface', async () => {
    await changeLanguage('ru');
    try {
      render(<Popup18Plus enabled content="<p>Adults only</p>" contentRu="<p>Только для взрослых</p>" />);
      await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Только для взрослых'));
      expect(screen.getByRole('dialog')).not.toHaveTextContent('Adults only');
    } finally {
      await changeLanguage('en');
    }
  });

  it('entering hides it for good: the answer is remembered', async () => {
    const { unmount } = render(<Popup18Plus enabled content="" />);
    await userEvent.click(screen.getByRole('button', { name: /Enter/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(POPUP_18_KEY)).toBe('entered');
    unmount();
    render(<Popup18Plus enabled content="" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaving sends the visitor away from the site and asks again next time', async () => {
    const leave = jest.fn();
    const { unmount } = render(<Popup18Plus enabled content="" leave={leave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(leave).toHaveBeenCalledTimes(1);
    unmount();
    render(<Popup18Plus enabled content="" />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('takes the keyboard focus and keeps Tab inside until answered', async () => {
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList); // jsdom has no layout
    const user = userEvent.setup();
    render(<Popup18Plus enabled content="" />);
    const enter = screen.getByRole('button', { name: 'I am 18 or older — Enter' });
    expect(enter).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();
    await user.tab();
    expect(enter).toHaveFocus();
  });

  it('does not show when enablePopup18Plus is off', () => {
    render(<Popup18Plus enabled={false} content="" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('strips scripts and handlers from the admin content', async () => {
    render(<Popup18Plus enabled content={'<img src="x" onerror="alert(1)"><script>alert(2)</script><p>Hi</p>'} />);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Hi')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { describeInRussian, mockStudioApi, renderAt } from '../../testing/studio';

const LIST = '/payout-requests/studio/performer-request';
const api = mockStudioApi();
const renderPage = (route = '/studio/payout-requests') => renderAt(route);

const performer = (_id: string, username: string, displayName: string) => ({ _id, username, displayName, avatar: '', isPerformer: true });
const NAMES: Record<string, ReturnType<typeof performer>> = { p1: performer('p1', 'elena', 'Elena'), p2: performer('p2', 'diana', '') };
const request = (id: string, performerId: string, tokenMustPay: number, status = 'pending', extra: object = {}) => ({
  _id: id,
  source: 'performer',
  sourceId: performerId,
  performerId,
  studioId: 's1',
  paymentAccountType: 'paxum',
  paymentAccountInfo: { paxumEmail: 'x@paxum.test' },
  fromDate: '2025-03-01',
  toDate: '2025-03-31',
  requestNote: 'March please',
  adminNote: '',
  studioNote: '',
  status,
  tokenMustPay,
  createdAt: '2025-04-01T10:00:00.000Z',
  updatedAt: '2025-04-01T10:00:00.000Z',
  performerInfo: NAMES[performerId] ?? null,
  ...extra,
});

beforeEach(() => {
  api.get(LIST, {
    data: [request('r1', 'p1', 240), request('r2', 'p2', 60, 'approved', { studioNote: 'ok' }), request('r3', 'p9', 10, 'rejected')],
    total: 3,
  });
});

it("lists the members' requests with who asked, the amount and the status", async () => {
  renderPage();
  expect(screen.getByText('Searching…')).toBeInTheDocument();
  const elena = await screen.findByRole('row', { name: 'Elena 240 tokens' });
  expect(elena).toHaveTextContent('01/03/2025 – 31/03/2025');
  expect(elena).toHaveTextContent('Paxum');
  expect(elena).toHaveTextContent('March please');
  expect(elena).toHaveTextContent('Pending');
  const diana = await screen.findByRole('row', { name: 'diana 60 tokens' });
  expect(diana).toHaveTextContent('Approved');
  expect(diana).toHaveTextContent('“ok”');
  expect(within(diana).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'A performer 10 tokens' })).toHaveTextContent('Rejected');
  expect(screen.getByText('3 payout requests')).toBeInTheDocument();
  expect(api.callsTo('GET', LIST)[0].params).toEqual({ offset: 0, limit: 20, sortBy: 'createdAt', sort: 'desc' });
});

it('approves after a confirm step, with the note', async () => {
  api.put('/payout-requests/studio/update/:id', (req) =>
    request(req.match.id, 'p1', 240, 'approved', { studioNote: (req.body as { adminNote?: string }).adminNote ?? '' }),
  );
  renderPage();
  const elena = await screen.findByRole('row', { name: 'Elena 240 tokens' });
  await userEvent.click(within(elena).getByRole('button', { name: "Approve Elena's request" }));
  const dialog = screen.getByRole('dialog', { name: 'Approve payout request' });
  expect(dialog).toHaveTextContent("Approve Elena's request for 240 tokens?");
  expect(api.callsTo('PUT', '/payout-requests/studio/update/r1')).toHaveLength(0);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the performer (optional)' }), 'Paid on Friday');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
  expect(await screen.findByText("Elena's payout request was approved")).toBeInTheDocument();
  expect(api.callsTo('PUT', '/payout-requests/studio/update/r1')[0].body).toEqual({ status: 'approved', adminNote: 'Paid on Friday' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('rejects without a note; Cancel sends nothing', async () => {
  api.put('/payout-requests/studio/update/:id', (req) => request(req.match.id, 'p1', 240, 'rejected'));
  renderPage();
  const elena = await screen.findByRole('row', { name: 'Elena 240 tokens' });
  await userEvent.click(within(elena).getByRole('button', { name: "Reject Elena's request" }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Reject payout request' })).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('PUT', '/payout-requests/studio/update/r1')).toHaveLength(0);

  api.get(LIST, { data: [request('r1', 'p1', 240, 'rejected')], total: 1 });
  await userEvent.click(within(elena).getByRole('button', { name: "Reject Elena's request" }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Reject payout request' })).getByRole('button', { name: 'Confirm reject' }));
  expect(await screen.findByText("Elena's payout request was rejected")).toBeInTheDocument();
  expect(api.callsTo('PUT', '/payout-requests/studio/update/r1')[0].body).toEqual({ status: 'rejected' });
  await waitFor(() => expect(screen.getByRole('row', { name: 'Elena 240 tokens' })).toHaveTextContent('Rejected'));
});

it("keeps the dialog open with the server's message when the decision is refused", async () => {
  api.put('/payout-requests/studio/update/:id', reply(400, { statusCode: 400, message: 'This payout request is already approved' }));
  renderPage();
  const elena = await screen.findByRole('row', { name: 'Elena 240 tokens' });
  await userEvent.click(within(elena).getByRole('button', { name: "Approve Elena's request" }));
  const dialog = screen.getByRole('dialog', { name: 'Approve payout request' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payout request is already approved');
});

it('filters by status (kept in the address) and shows the empty and error states', async () => {
  api.get(LIST, (req) => (req.params.status === 'pending' ? { data: [], total: 0 } : { data: [request('r1', 'p1', 240)], total: 1 }));
  renderPage();
  await screen.findByRole('row', { name: 'Elena 240 tokens' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'pending');
  expect(await screen.findByText('No payout requests are waiting for you')).toBeInTheDocument();
  expect(window.location.search).toBe('?status=pending');
  expect(api.callsTo('GET', LIST).at(-1)!.params).toMatchObject({ status: 'pending' });

  api.on('GET', LIST, reply(403, { statusCode: 403, message: 'Forbidden resource' }), { times: 1 });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'done');
  expect(await screen.findAllByText('Нет доступа')).not.toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('row', { name: 'Elena 240 tokens' })).toBeInTheDocument();
});

describe('the decision dialog', () => {
  // jsdom has no layout: every element counts as rendered for the focus trap
  let rects: jest.SpyInstance;
  beforeEach(() => {
    rects = jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  });
  afterEach(() => rects.mockRestore());

  it('is a modal dialog named by its heading that takes the focus, keeps Tab inside and closes on Escape', async () => {
    renderPage();
    const elena = await screen.findByRole('row', { name: 'Elena 240 tokens' });
    const approve = within(elena).getByRole('button', { name: "Approve Elena's request" });
    await userEvent.click(approve);
    const dialog = screen.getByRole('dialog', { name: 'Approve payout request' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Approve payout request' })).toBeInTheDocument();
    const note = within(dialog).getByRole('textbox', { name: 'Note for the performer (optional)' });
    expect(note).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Confirm approve' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(note).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(approve).toHaveFocus();
  });
});

describeInRussian(() => {
  it('shows the list, its plural total, the statuses and the dialog in Russian', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Запросы на выплату', level: 1 })).toBeInTheDocument();
    const elena = await screen.findByRole('row', { name: 'Elena 240 токенов' });
    expect(elena).toHaveTextContent('Ожидает');
    expect(elena).toHaveTextContent('01/03/2025 – 31/03/2025');
    expect(screen.getByRole('row', { name: 'diana 60 токенов' })).toHaveTextContent('Одобрен');
    expect(screen.getByRole('row', { name: 'Модель 10 токенов' })).toHaveTextContent('Отклонён');
    expect(screen.getByText('3 запроса на выплату')).toBeInTheDocument();
    await userEvent.click(within(elena).getByRole('button', { name: 'Одобрить запрос: Elena' }));
    const dialog = screen.getByRole('dialog', { name: 'Одобрить запрос на выплату' });
    expect(dialog).toHaveTextContent('Одобрить запрос модели Elena на 240 токенов? После этого платформа выплатит его.');
    expect(within(dialog).getByRole('button', { name: 'Подтвердить одобрение' })).toBeInTheDocument();
  });

  it("keeps 'Нет доступа' for a 403", async () => {
    api.on('GET', LIST, reply(403, { statusCode: 403, message: 'Forbidden resource' }), { times: 1 });
    renderPage();
    expect(await screen.findAllByText('Нет доступа')).not.toHaveLength(0);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, reply, signedInAs } from '@platform/shared/mock';
import { renderAt, describeInRussian, itInRussian, expectRefusedTo, typeInto, saveAndSee } from '../../testing/wallet.test-helpers';

const renderPage = () => renderAt('/account/payment-info');
const saved = (type: string) => (req: { body: unknown }) => ({
  _id: 'x',
  source: 'performer',
  sourceId: 'performer-1',
  type,
  details: req.body,
  updatedAt: '2025-04-01T10:20:30.000Z',
});

const api = mockApiPerTest('performer', { username: 'anna' });

beforeEach(() => {
  api.get('/payment-information', [
    {
      _id: 'pi',
      source: 'performer',
      sourceId: 'performer-1',
      type: 'paxum',
      details: { paxumName: 'Anna', paxumEmail: 'anna@pay.example' },
      updatedAt: '2025-03-01T00:00:00.000Z',
    },
  ]);
});

const form = (name: string) => screen.findByRole('form', { name });

it('shows the saved details', async () => {
  renderPage();
  const paxum = await form('Paxum');
  expect(within(paxum).getByLabelText('Paxum e-mail')).toHaveValue('anna@pay.example');
  expect(within(await form('Bank transfer')).getByLabelText('Bank name')).toHaveValue('');
});

it('saves bank transfer details to /performers/bank-transfer/update after validation', async () => {
  renderPage();
  const bank = await form('Bank transfer');
  await userEvent.click(within(bank).getByRole('button', { name: 'Save' }));
  expect(within(bank).getAllByText('This field is required!')).toHaveLength(2);
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  api.post('/performers/bank-transfer/update', saved('banking'));
  await typeInto(bank, { 'Bank name': 'First Bank', 'Account number': '12345678', 'SWIFT code': 'FBNKUS33' });
  await saveAndSee(bank, 'Bank transfer details saved');
  expect(api.callsTo('POST', '/performers/bank-transfer/update')[0].body).toEqual({
    bankName: 'First Bank',
    bankAcountNumber: '12345678',
    bankSwiftCode: 'FBNKUS33',
  });
});

it('saves direct deposit details and checks the e-mail', async () => {
  renderPage();
  const deposit = await form('Direct deposit');
  api.post('/performers/direct-deposit/update', saved('directDeposit'));
  await typeInto(deposit, { 'Accounting e-mail': 'not-an-email', 'Account number': '111' });
  await userEvent.click(within(deposit).getByRole('button', { name: 'Save' }));
  expect(within(deposit).getByText('Not a validate email!')).toBeInTheDocument();
  expect(within(deposit).getByText('This field is required!')).toBeInTheDocument(); // routing number
  expect(api.callsTo('POST', '/performers/direct-deposit/update')).toHaveLength(0);

  await userEvent.clear(within(deposit).getByLabelText('Accounting e-mail'));
  await typeInto(deposit, { 'Accounting e-mail': 'books@anna.example', 'Routing number': '021000021' });
  await saveAndSee(deposit, 'Direct deposit details saved');
  expect(api.callsTo('POST', '/performers/direct-deposit/update')[0].body).toEqual({
    accountingEmail: 'books@anna.example',
    accountNumber: '111',
    routingNumber: '021000021',
  });
});

it('saves Paxum details (prefilled) to /performers/paxum/update', async () => {
  renderPage();
  const paxum = await form('Paxum');
  api.post('/performers/paxum/update', saved('paxum'));
  await userEvent.clear(within(paxum).getByLabelText('Paxum e-mail'));
  await userEvent.click(within(paxum).getByRole('button', { name: 'Save' }));
  expect(within(paxum).getByText('This field is required!')).toBeInTheDocument();
  await userEvent.type(within(paxum).getByLabelText('Paxum e-mail'), 'new@pay.example');
  await userEvent.click(within(paxum).getByRole('button', { name: 'Save' }));
  expect(await within(paxum).findByRole('status')).toHaveTextContent('Saved 01/04/2025');
  expect(api.callsTo('POST', '/performers/paxum/update')[0].body).toEqual({ paxumName: 'Anna', paxumEmail: 'new@pay.example' });
});

it('saves Bitpay details and shows a server refusal', async () => {
  renderPage();
  const bitpay = await form('Bitpay');
  await userEvent.type(within(bitpay).getByLabelText('Bitpay e-mail'), 'bad');
  await userEvent.click(within(bitpay).getByRole('button', { name: 'Save' }));
  expect(within(bitpay).getByText('Not a validate email!')).toBeInTheDocument();

  api.post(
    '/performers/bitpay/update',
    reply(400, {
      statusCode: 400,
      message: [{ property: 'bitpayEmail', constraints: { format: 'bitpayEmail must be an email' } }],
      error: 'Bad Request',
    }),
  );
  await userEvent.clear(within(bitpay).getByLabelText('Bitpay e-mail'));
  await typeInto(bitpay, { 'Bitpay e-mail': 'anna@bitpay.example', 'Additional information': 'BTC wallet' });
  await userEvent.click(within(bitpay).getByRole('button', { name: 'Save' }));
  expect(await within(bitpay).findByText('bitpayEmail must be an email')).toBeInTheDocument();
  expect(api.callsTo('POST', '/performers/bitpay/update')[0].body).toEqual({
    bitpayEmail: 'anna@bitpay.example',
    bitpayAdditionalInformation: 'BTC wallet',
  });
});

it("saves a studio's details to the studio endpoints", async () => {
  signedInAs('studio', { username: 'studio' });
  renderPage();
  const paxum = await form('Paxum');
  api.post('/studio/paxum/update', saved('paxum'));
  await saveAndSee(paxum, 'Paxum details saved');
  expect(api.callsTo('POST', '/studio/paxum/update')).toHaveLength(1);
});

it('shows a load error with retry', async () => {
  api.on('GET', '/payment-information', reply(500, { statusCode: 500, message: 'Details are down' }), { times: 1 });
  renderPage();
  expect(await screen.findByText('Details are down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await form('Bitpay')).toBeInTheDocument();
});

it('tells a member that payment details are for performers and studios', () => {
  expectRefusedTo('user', '/account/payment-info', 'You are signed in as a member. Managing payment details is for performers and studios only.');
});

describeInRussian(() => {
  itInRussian('shows the forms with Russian labels and saves', async () => {
    renderPage();
    const paxum = await form('Paxum');
    expect(within(paxum).getByLabelText('E-mail в Paxum')).toHaveValue('anna@pay.example');
    const bank = await form('Банковский перевод');
    expect(within(bank).getByLabelText('Название банка')).toHaveValue('');
    expect(within(bank).getByLabelText('SWIFT-код банка-посредника')).toBeInTheDocument();
    expect(within(await form('Прямой депозит')).getByLabelText('E-mail бухгалтерии')).toBeInTheDocument();
    api.post('/performers/paxum/update', saved('paxum'));
    await userEvent.click(within(paxum).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные «Paxum» сохранены')).toBeInTheDocument();
    expect(within(paxum).getByRole('status')).toHaveTextContent('Сохранено 01/04/2025');
  });

  itInRussian('tells a member in Russian that payment details are for performers and studios', async () => {
    expectRefusedTo('user', '/account/payment-info', 'Вы вошли как участник. Раздел «Платёжные данные» доступен только для моделей и студий.');
  });
});

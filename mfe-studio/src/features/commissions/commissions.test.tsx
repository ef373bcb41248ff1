import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { splitOf } from './commissions.resource';
import { describeInRussian, mockStudioApi, renderAt, studioMember } from '../../testing/studio';

const api = mockStudioApi();
const renderPage = (route = '/studio/commissions') => renderAt(route);

const member = (id: string, username: string, commission: number, customCommission: boolean) => ({
  ...studioMember(id, username),
  status: 'active',
  commission,
  customCommission,
});

const field = (name: string) => screen.getByRole('textbox', { name: `Studio share for ${name} (%)` });
const save = (name: string) => within(screen.getByRole('form', { name: `Commission of ${name}` })).getByRole('button', { name: 'Save' });

beforeEach(() => {
  api.get('/settings/studio/commission', {
    performerCommission: 20,
    studioCommission: 10,
    commission: 10,
    tipCommission: 10,
    privateCallCommission: 10,
    groupCallCommission: 10,
    productCommission: 10,
    albumCommission: 10,
    videoCommission: 10,
  });
  api.get('/studio/commission', { data: [member('m1', 'carmen', 15, true), member('m2', 'elena', 10, false)], total: 2 });
});

it("shows the platform's commission and each member's share with what a sale leaves everyone", async () => {
  renderPage();
  expect(await screen.findByRole('group', { name: "Platform commission on your members' sales" })).toHaveTextContent('10%');
  expect(screen.getByRole('group', { name: 'Your default share' })).toHaveTextContent('10%');
  const carmen = await screen.findByRole('row', { name: 'Carmen' });
  expect(carmen).toHaveTextContent('15%');
  expect(carmen).toHaveTextContent('platform 10, studio 13, performer 77');
  expect(screen.getByRole('row', { name: 'Elena' })).toHaveTextContent('10% (default)');
  expect(field('Carmen')).toHaveValue('15');
  expect(screen.getByText('2 members')).toBeInTheDocument();
  expect(api.callsTo('GET', '/studio/commission')[0].params).toEqual({ offset: 0, limit: 20, sortBy: 'username', sort: 'asc' });
});

it('validates the share with the SPEC messages before asking the server', async () => {
  renderPage();
  await screen.findByRole('row', { name: 'Carmen' });
  await userEvent.clear(field('Carmen'));
  await userEvent.click(save('Carmen'));
  expect(screen.getByText('This field is required!')).toBeInTheDocument();
  await userEvent.type(field('Carmen'), 'ten');
  expect(screen.getByText('Not a validate number!')).toBeInTheDocument();
  await userEvent.clear(field('Carmen'));
  await userEvent.type(field('Carmen'), '150');
  await userEvent.click(save('Carmen'));
  expect(screen.getByText('Must be between 0 and 100')).toBeInTheDocument();
  await userEvent.clear(field('Carmen'));
  await userEvent.type(field('Carmen'), '-1');
  expect(screen.getByText('Must be between 0 and 100')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/studio/commission/member/m1')).toHaveLength(0);
});

it("saves with PUT /studio/commission/member/{id} and shows the server's message when it refuses", async () => {
  api.put('/studio/commission/member/:id', (req) =>
    (req.body as { commission: number }).commission === 12.5
      ? reply(400, { statusCode: 400, message: [{ property: 'commission', constraints: { isInt: 'commission must be an integer number' } }] })
      : member(req.match.id, 'elena', (req.body as { commission: number }).commission, true),
  );
  renderPage();
  await screen.findByRole('row', { name: 'Elena' });
  await userEvent.clear(field('Elena'));
  await userEvent.type(field('Elena'), '12.5');
  await userEvent.click(save('Elena'));
  expect(await screen.findByRole('alert')).toHaveTextContent('commission must be an integer number');

  await userEvent.clear(field('Elena'));
  await userEvent.type(field('Elena'), '30');
  await userEvent.click(save('Elena'));
  expect(await screen.findByText('Elena: the studio now keeps 30% of their next sales')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'Elena' })).toHaveTextContent('30%');
  expect(screen.getByRole('row', { name: 'Elena' })).not.toHaveTextContent('(default)');
  expect(api.callsTo('PUT', '/studio/commission/member/m2').map((c) => c.body)).toEqual([{ commission: 12.5 }, { commission: 30 }]);
});

it('shows Нет доступа when the settings are refused, and the list error with Retry', async () => {
  api.on('GET', '/settings/studio/commission', reply(403, { statusCode: 403, message: 'Forbidden resource' }), { times: 1 });
  api.on('GET', '/studio/commission', reply(500, { statusCode: 500, message: 'Commission list is down' }), { times: 1 });
  renderPage();
  expect(await screen.findAllByText('Нет доступа')).not.toHaveLength(0);
  expect(await screen.findByText('Commission list is down')).toBeInTheDocument();
  const listError = screen.getByText('Commission list is down').closest('[role="alert"]') as HTMLElement;
  await userEvent.click(within(listError).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('row', { name: 'Carmen' })).toBeInTheDocument();
});

it('splits a sale like the API: floored shares that add up to the price', () => {
  expect(splitOf(100, 10, 15)).toEqual({ platform: 10, studio: 13, performer: 77 });
  expect(splitOf(7, 20, 50)).toEqual({ platform: 1, studio: 3, performer: 3 });
});

describeInRussian(() => {
  it('shows the commissions, the split and the plural total in Russian', async () => {
    renderPage();
    expect(await screen.findByRole('group', { name: 'Комиссия платформы с продаж ваших участников' })).toHaveTextContent('10%');
    const carmen = await screen.findByRole('row', { name: 'Carmen' });
    expect(carmen).toHaveTextContent('платформа 10, студия 13, модель 77');
    expect(screen.getByRole('row', { name: 'Elena' })).toHaveTextContent('10% (по умолчанию)');
    expect(screen.getByText('2 участника')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'С продажи на 100 токенов' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Доля студии для Carmen (%)' })).toHaveValue('15');
    expect(within(screen.getByRole('form', { name: 'Комиссия: Carmen' })).getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });
});

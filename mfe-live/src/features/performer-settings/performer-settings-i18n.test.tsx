// The performer's business settings in Russian: their texts come with the settings chunk and follow the language.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/shared';
import { signedInAs } from '@platform/shared/mock';
import { mockReferenceData, performer } from '../../testing/settings-fixtures';
import { renderRoute, setupPlatform } from '../../testing/settings-test-utils';

const platform = setupPlatform();

beforeEach(async () => {
  await act(() => changeLanguage('ru'));
  signedInAs('performer', performer as never);
  mockReferenceData(platform.api());
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

it('the same tabs as her other settings, in Russian; price options as a Russian plural', async () => {
  renderRoute('/account/performer/prices');
  const prices = await screen.findByRole('form', { name: 'Цены по умолчанию' });
  expect(screen.getByRole('heading', { name: 'Настройки аккаунта' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'Разделы настроек' }))
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Профиль', 'Цены', 'Трансляция', 'Часы работы', 'Документы', 'Блокировка', 'Платёжные данные', 'Аккаунт']);
  const privatePrice = within(prices).getByLabelText('Цена приватного шоу');
  expect(within(privatePrice).getByRole('option', { name: '25 токенов в минуту' })).toHaveValue('25');
  expect(within(privatePrice).getByRole('option', { name: 'Выберите цену' })).toHaveValue('');
});

it('opening hours with Russian day names; time zones keep their values', async () => {
  renderRoute('/account/performer/hours');
  const form = await screen.findByRole('form', { name: 'Часы работы' });
  const sunday = within(form).getByRole('group', { name: 'Воскресенье' });
  expect(within(sunday).getByRole('checkbox', { name: 'Выходной' })).toBeChecked();
  expect(within(sunday).getByLabelText('Воскресенье: открытие')).toBeDisabled();
  const zone = within(form).getByLabelText('Часовой пояс');
  await waitFor(() => expect(zone).toHaveValue('America/New_York'));
  expect(within(zone).getByRole('option', { name: /^Europe\/Paris \(/ })).toHaveValue('Europe/Paris');
});

it('documents', async () => {
  renderRoute('/account/performer/documents');
  expect(await screen.findByLabelText('Документ с фото')).toBeInTheDocument();
  expect(screen.getByText(/Файл уже есть; новая загрузка заменит его\./)).toBeInTheDocument();
});

it('blocking, with the date, the unblock question and the countries in Russian', async () => {
  platform.api().get('/performers/blocking', {
    users: [{ user: { _id: 'u1', avatar: '', displayName: 'Rude', username: 'rude' }, blockedAt: '2026-11-01T10:00:00.000Z' }],
    countries: ['RU'],
  });
  renderRoute('/account/performer/blocking');
  const list = await screen.findByRole('list', { name: 'Заблокированные участники' });
  expect(within(list).getByText(/заблокирован 01\/11\/2026/)).toBeInTheDocument();
  await userEvent.click(within(list).getByRole('button', { name: 'Разблокировать Rude' }));
  const ask = screen.getByRole('alertdialog', { name: 'Разблокировать Rude?' });
  expect(ask.contains(document.activeElement)).toBe(true); // its first button in a browser (jsdom lays nothing out)
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'Разблокировать Rude' })).toHaveFocus();
  expect(await screen.findByText('Заблокированы: Россия')).toBeInTheDocument();
  expect(screen.getAllByText('Выбран 1')).toHaveLength(1); // the countries list's count, a Russian plural
});

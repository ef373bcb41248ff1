// Every screen of this remote in Russian: the texts follow the language switch, plurals and numbers included.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/shared';
import { signedInAs } from '@platform/shared/mock';
import { member, mockReferenceData, performer } from '../account-settings/settings-fixtures';
import { changingCalls, renderRoute, setupPlatform } from './test-utils';

const platform = setupPlatform();

beforeEach(async () => {
  await act(() => changeLanguage('ru'));
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('sign in in Russian', () => {
  it('titles, tabs, fields and the required-field message', async () => {
    renderRoute('/auth/login/performer');
    expect(screen.getByRole('heading', { name: 'Вход для моделей' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Тип аккаунта' });
    expect(within(tabs).getByRole('link', { name: 'Участник' })).toHaveAttribute('href', '/auth/login/user');
    expect(screen.getByRole('link', { name: 'Создать аккаунт модели' })).toHaveAttribute('href', '/auth/register/performer');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Это поле обязательно!').length).toBeGreaterThan(0);
  });

  it('switches back to English without a reload', async () => {
    renderRoute('/auth/login/user');
    expect(screen.getByLabelText('Имя пользователя или эл. почта')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Member sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toBeInTheDocument();
  });

  it('the signed-in notice names the account in Russian', () => {
    signedInAs('performer', { name: 'Anna', verified: true } as never);
    renderRoute('/auth/login/user');
    expect(screen.getByText(/Вы вошли как/)).toHaveTextContent('Вы вошли как Anna (аккаунт модели).');
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/live');
  });
});

describe('registration in Russian', () => {
  it('member: the picker keeps its values with Russian labels; the own messages are Russian', async () => {
    renderRoute('/auth/register/user');
    expect(screen.getByRole('heading', { name: 'Создать аккаунт участника' })).toBeInTheDocument();
    const gender = screen.getByLabelText('Пол');
    expect(within(gender).getByRole('option', { name: 'Женский' })).toHaveValue('female');
    expect(within(gender).getByRole('option', { name: 'Не указывать' })).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret123');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText('Пароли не совпадают!')).toBeInTheDocument();
  });

  it('studio: document hints and the file-type message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/auth/register/studio');
    expect(screen.getAllByText('JPG, PNG, GIF, WEBP или PDF, не больше 10 МБ.', { exact: false })).toHaveLength(2);
    await user.upload(screen.getByLabelText('Документ для проверки'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText('Загрузите файл JPG, PNG, GIF, WEBP или PDF')).toBeInTheDocument();
    expect(platform.api().calls).toHaveLength(0);
  });
});

describe('password and e-mail screens in Russian', () => {
  it('forgot password: the account type picker keeps its values', () => {
    renderRoute('/auth/forgot-password?type=studio');
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toBeInTheDocument();
    const type = screen.getByLabelText('Тип аккаунта');
    expect(type).toHaveValue('studio');
    expect(within(type).getByRole('option', { name: 'Студия' })).toHaveValue('studio');
    expect(screen.getByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
  });

  it('sign-in code and verification e-mail', async () => {
    const view = renderRoute('/auth/code');
    expect(screen.getByRole('heading', { name: 'Вход по коду' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Отправить код для входа' })).toBeInTheDocument();
    view.unmount();
    renderRoute('/auth/verify-email?type=performer');
    expect(screen.getByRole('heading', { name: 'Подтвердите эл. почту' })).toBeInTheDocument();
    expect(screen.getByLabelText('Тип аккаунта')).toHaveValue('performer');
  });
});

describe('account settings in Russian', () => {
  it('member: tabs, sections and the profile form', () => {
    signedInAs('user', member as never);
    renderRoute('/account/settings/profile');
    expect(screen.getByRole('heading', { name: 'Настройки аккаунта' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Разделы настроек' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Профиль', 'Аккаунт']);
    expect(screen.getByRole('img', { name: 'Текущий аватар' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить профиль' })).toBeInTheDocument();
  });

  it('the suspend step in Russian, with focus on keeping the account; Escape keeps it', async () => {
    signedInAs('user', member as never);
    renderRoute('/account/settings/account');
    const form = screen.getByRole('form', { name: 'Приостановить аккаунт' });
    await userEvent.type(within(form).getByLabelText('Пароль'), 'demo1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Приостановить аккаунт' }));
    const ask = within(form).getByRole('alertdialog', { name: 'Приостановить аккаунт?' });
    expect(ask).toHaveTextContent('Ваш баланс токенов и история сохранятся.');
    expect(within(ask).getByRole('button', { name: 'Оставить аккаунт' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Пароль')).toHaveFocus();
    expect(changingCalls(platform.api())).toHaveLength(0);
  });

  it('performer: her business tabs lead to mfe-live; her profile with the picked count, translated countries with their codes', async () => {
    signedInAs('performer', performer as never);
    mockReferenceData(platform.api());
    renderRoute('/account/settings/profile');
    expect(screen.getByRole('link', { name: 'Цены' })).toHaveAttribute('href', '/account/performer/prices');
    const details = await screen.findByRole('form', { name: 'Профиль модели' });
    await waitFor(() => expect(within(details).getByRole('checkbox', { name: 'Французский' })).toBeInTheDocument());
    expect(within(details).getByRole('checkbox', { name: 'Английский' })).toBeChecked();
    expect(within(details).getAllByText('Выбран 1')).toHaveLength(2); // one language, one category
    const country = within(details).getByLabelText('Страна');
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'Германия' })).toHaveValue('DE');
    fireEvent.change(within(details).getByLabelText('Дата рождения'), { target: { value: '2020-01-01' } });
    await userEvent.click(within(details).getByRole('button', { name: 'Сохранить профиль модели' }));
    expect(within(details).getByText('Вам должно быть не меньше 18 лет.')).toBeInTheDocument();
  });

  it('performer: payment details', () => {
    signedInAs('performer', performer as never);
    renderRoute('/account/settings/payment');
    expect(screen.getByText('Указано: Paxum.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Изменить платёжные данные' })).toHaveAttribute('href', '/account/payment-info');
  });
});

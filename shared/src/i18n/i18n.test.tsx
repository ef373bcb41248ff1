import { act, render, screen } from '@testing-library/react';
import {
  changeLanguage,
  createTexts,
  currentLanguage,
  formatNumber,
  i18n,
  registerTexts,
  textsReady,
  translate,
  translateMessage,
  useSharedTexts,
} from '.';
import { formatDate } from '../format';
import { getServerMessage } from '../api/errors';

const useDemoTexts = createTexts('demo', {
  en: { hello: 'Hello, {{name}}' },
  ru: async () => ({ hello: 'Привет, {{name}}' }),
});

function Demo() {
  const { t } = useDemoTexts();
  const shared = useSharedTexts();
  return (
    <p>
      {t('hello', { name: 'Anna' })} · {shared.t('tokens', { count: 5 })}
    </p>
  );
}

afterEach(() => act(() => changeLanguage('en')));

it('renders English first (the test browser speaks English) and switches every text at once', async () => {
  render(<Demo />);
  expect(screen.getByText('Hello, Anna · 5 tokens')).toBeInTheDocument();
  await act(() => changeLanguage('ru'));
  expect(screen.getByText('Привет, Anna · 5 токенов')).toBeInTheDocument();
  expect(currentLanguage()).toBe('ru');
  expect(document.documentElement.lang).toBe('ru');
  expect(localStorage.getItem('i18nextLng')).toBe('ru');
});

it('fetches a language’s texts only when the page is in that language', async () => {
  const loadRussian = jest.fn(async () => ({ default: { bye: 'Пока' } }));
  registerTexts('lazy', { en: { bye: 'Bye' }, ru: loadRussian });
  await textsReady();
  expect(translate('lazy:bye')).toBe('Bye');
  expect(loadRussian).not.toHaveBeenCalled();
  await changeLanguage('ru');
  expect(loadRussian).toHaveBeenCalledTimes(1);
  expect(translate('lazy:bye')).toBe('Пока');
});

it('says tokens with the plural each language needs', async () => {
  const tokens = (count: number) => translate('shared:tokens', { count });
  expect([1, 2, 5, 1250].map(tokens)).toEqual(['1 token', '2 tokens', '5 tokens', '1,250 tokens']);
  await changeLanguage('ru');
  expect([1, 2, 5, 21, 22, 25].map(tokens)).toEqual(['1 токен', '2 токена', '5 токенов', '21 токен', '22 токена', '25 токенов']);
});

it('formats numbers and dates in the interface language', async () => {
  expect(formatNumber(12345.5)).toBe('12,345.5');
  expect(formatDate('2025-03-07T10:00:00', 'D MMM YYYY')).toBe('7 Mar 2025');
  await changeLanguage('ru');
  expect(formatNumber(12345.5)).toBe('12\u00a0345,5');
  expect(formatDate('2025-03-07T10:00:00', 'D MMM YYYY')).toBe('7 мар. 2025');
  // the product's fixed numeric format is the same in both
  expect(formatDate('2025-03-07T10:00:00')).toBe('07/03/2025 10:00:00');
});

it('translates known messages, fixed and with values, and leaves unknown ones as they came', async () => {
  expect(translateMessage('Request aborted due to timeout')).toBe('Request aborted due to timeout');
  await changeLanguage('ru');
  expect(translateMessage('Request aborted due to timeout')).toBe('Время ожидания запроса истекло');
  expect(translateMessage('Must be between 1 and 10')).toBe('Допустимо от 1 до 10');
  expect(translateMessage('Something nobody wrote down')).toBe('Something nobody wrote down');
  // the 403 text is Russian in both interfaces, as the product words it
  expect(getServerMessage({ statusCode: 403, message: 'Нет доступа' })).toBe('Нет доступа');
  expect(getServerMessage({ statusCode: 400, message: [{ constraints: { isEmail: 'Not a validate email!' } }] })).toBe(
    'Неверный адрес электронной почты!',
  );
});

it('takes a regional browser language as its language (ru-RU is Russian)', async () => {
  await act(() => i18n.changeLanguage('ru-RU'));
  expect(currentLanguage()).toBe('ru');
  expect(translate('shared:tokens', { count: 3 })).toBe('3 токена');
  expect(formatNumber(1500)).toBe('1\u00a0500');
});

it('is one instance for the whole page', () => {
  expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'ru']));
});

import { changeLanguage } from './i18n';
import { translated, translatedSetting } from './translated';

const banner = { title: 'Become a model', description: 'Broadcast from home', translations: { ru: { title: 'Станьте моделью' } } };

afterEach(() => changeLanguage('en'));

it('reads the interface language’s translation, and the English field where there is none', async () => {
  expect(translated(banner, 'title')).toBe('Become a model');
  await changeLanguage('ru');
  expect(translated(banner, 'title')).toBe('Станьте моделью');
  expect(translated(banner, 'description')).toBe('Broadcast from home');
  expect(translated({ title: 'No translations', translations: {} }, 'title')).toBe('No translations');
});

it('reads a setting’s Russian key in Russian, the default key otherwise or when it is empty', async () => {
  const settings = { footerContent: '<p>Adults only</p>', footerContentRu: '<p>Только для взрослых</p>', popupContent18PlusRu: '' };
  expect(translatedSetting(settings, 'footerContent')).toBe('<p>Adults only</p>');
  await changeLanguage('ru');
  expect(translatedSetting(settings, 'footerContent')).toBe('<p>Только для взрослых</p>');
  expect(translatedSetting({ ...settings, popupContent18Plus: 'x' }, 'popupContent18Plus')).toBe('x');
});

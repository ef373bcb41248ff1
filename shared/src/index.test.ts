import * as shared from '.';

// The names of README.md "Public API" — the shell and the remotes are coded against them.
const README_NAMES = [
  'bus',
  'useBusState',
  'toast',
  'notify',
  'navigate',
  'SHARED_INSTANCE_ID',
  'session',
  'signIn',
  'loadCurrentAccount',
  'signOut',
  'redirectAfterLogin',
  'api',
  'getServerMessage',
  'pendingRequests$',
  'getPublicSettings',
  'getSettingKeys',
  'getMenus',
  'getPerformerCategories',
  'getCurrentAccount',
  'searchPerformers',
  'getBanners',
  'getSocket',
  'theme',
  'GlobalStyles',
  'AppProviders',
  'Button',
  'TextField',
  'PasswordField',
  'SelectField',
  'FileField',
  'Form',
  'useForm',
  'Spinner',
  'LoadingState',
  'EmptyState',
  'ErrorState',
  'Card',
  'Avatar',
  'PageTitle',
  'ToastHost',
  'NotificationHost',
  'messages',
  'rules',
  'validate',
  'formatCount',
  'formatDate',
  'ageFromBirthDate',
  'REQUEST_TIMEOUT_MS',
  'MAX_RETRIES',
  'backoffMs',
  'TOAST_MS',
  'NOTIFICATION_MS',
  'CACHE_MS',
  'LOADER_SHOW_DELAY_MS',
  'LOADER_IDLE_MS',
  'LOADER_MAX_MS',
  'LOADER_MAX_IMAGES',
  'DEFAULT_IMAGES',
  'defaultImageForStream',
  'avatarOrDefault',
  'createLifecycles',
];

it('exports every name of the README', () => {
  const missing = README_NAMES.filter((name) => (shared as Record<string, unknown>)[name] === undefined);
  expect(missing).toEqual([]);
});

it('exposes api methods of the README', () => {
  for (const m of ['get', 'post', 'put', 'delete', 'upload', 'fetchJson']) expect(typeof (shared.api as any)[m]).toBe('function');
  for (const m of ['get', 'set', 'clear']) expect(typeof (shared.session as any)[m]).toBe('function');
  for (const c of ['auth', 'balance', 'unread', 'toast', 'notify', 'navigate']) expect((shared.bus as any)[c]).toBeDefined();
});

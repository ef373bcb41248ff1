export { signIn } from './sign-in';
export { signOut, LOGOUT_SUCCESS, LOGOUT_FAILURE } from './sign-out';
export { loadCurrentAccount } from './load-current-account';
export { redirectAfterLogin } from './redirect';
export { LOGIN_PATHS } from './paths';

export { signIn } from './sign-in';
export { signOut, signOutEverywhere, renewSession, LOGOUT_SUCCESS, LOGOUT_FAILURE, SIGNED_OUT_EVERYWHERE } from './sign-out';
export { loadCurrentAccount } from './load-current-account';
export { redirectAfterLogin } from './redirect';
export { LOGIN_PATHS } from './paths';
export { isAdmin, ADMIN_ROLE } from './staff';

import { signedInAs } from '@platform/shared/mock';

/** The signed-in admin as the page's bus knows him: a member account holding the admin role. */
export const ADMIN_ACCOUNT = { _id: 'a0a0a0a0a0a0a0a0a0a0a0a0', username: 'admin', roles: ['user', 'admin'] } as never;
export const signInAdmin = () => signedInAs('user', ADMIN_ACCOUNT);

/** A page's first render on a loaded 2-core machine can take seconds (findBy's 1 s default ran out there). */
export const FIRST_RENDER = { timeout: 5_000 };

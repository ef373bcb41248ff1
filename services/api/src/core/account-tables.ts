import type { Role } from '@platform/shared/contract';

/** The table of each kind of account, named by the token's `source`: sessions, mail and the features share it. */
export const ACCOUNT_TABLES: Record<Role, string> = { user: 'users', performer: 'performers', studio: 'studios' };

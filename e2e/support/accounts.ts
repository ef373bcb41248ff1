export type Role = 'user' | 'performer' | 'studio';

export interface DemoAccount {
  label: string;
  role: Role;
  username: string;
  /** Where this account lands after sign-in. */
  landing: string;
  /** What the header shows as the account's name. */
  name: RegExp;
}

// Seeded by services/api (password for all: demo1234).
export const PASSWORD = 'demo1234';
/** The seeded admin's first password, which playwright.config.ts gives the platform (ADMIN_PASSWORD); never demo1234. */
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
export const MEMBER: DemoAccount = { label: 'member', role: 'user', username: 'member', landing: '/', name: /Max/ };
export const ANNA: DemoAccount = { label: 'verified performer', role: 'performer', username: 'anna', landing: '/live', name: /Anna/i };
export const NINA: DemoAccount = { label: 'unverified performer', role: 'performer', username: 'nina', landing: '/', name: /Nina/i };
export const STUDIO: DemoAccount = {
  label: 'studio',
  role: 'studio',
  username: 'studio',
  landing: '/studio/account-settings',
  name: /Velvet Studio|studio/i,
};
export const ACCOUNTS = [MEMBER, ANNA, NINA, STUDIO];

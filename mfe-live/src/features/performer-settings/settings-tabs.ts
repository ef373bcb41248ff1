import type { Role } from '@platform/shared/contract';

/**
 * The tabs of a performer's settings area, in the order both halves show them: her identity settings are mfe-auth's
 * (/account/settings/…), her business settings this remote's (/account/performer/…). mfe-auth keeps the same list
 * (its account-settings page); each remote reaches the other's tabs by URL.
 */
export const PERFORMER_BASE = '/account/performer';

/** The business sections this remote renders, each at /account/performer/<name>. */
export const PERFORMER_SECTIONS = ['prices', 'broadcast', 'hours', 'documents', 'blocking'] as const;
export type PerformerSection = (typeof PERFORMER_SECTIONS)[number];

export interface SettingsTab {
  /** Its name: a key of settings.tabs. */
  label: PerformerSection | 'profile' | 'payment' | 'account';
  to: string;
  /** Rendered here (the router) or by mfe-auth (through the shell). */
  own: boolean;
}

const identity = (label: 'profile' | 'payment' | 'account'): SettingsTab => ({ label, to: `/account/settings/${label}`, own: false });
const business = (label: PerformerSection): SettingsTab => ({ label, to: `${PERFORMER_BASE}/${label}`, own: true });

export const PERFORMER_TABS: SettingsTab[] = [identity('profile'), ...PERFORMER_SECTIONS.map(business), identity('payment'), identity('account')];

/** Where an account that has no business settings (a member, a studio) is sent: its own settings. */
export const IDENTITY_HOME = '/account/settings/profile';

export const hasBusinessSettings = (role: Role): boolean => role === 'performer';

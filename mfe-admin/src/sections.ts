import type { ComponentType } from 'react';
import { AccountsSection } from './features/accounts/accounts.section';
import { AuditLogSection } from './features/audit-log/audit-log.section';
import { ContentSection } from './features/content/content.section';
import { MailSection } from './features/mail/mail.section';
import { MoneySection } from './features/money/money.section';
import { ReleasesSection } from './features/release-board/releases.section';
import { ReportsSection } from './features/reports/reports.section';
import { StatisticsSection } from './features/statistics/statistics.section';
import { VerificationSection } from './features/verification/verification.section';

/**
 * The back office's sections, in the order its navigation shows them. A section owns `/admin/<path>` and every
 * page under it (its component routes the rest); its name is `admin:sections.<key>`. To add one, append a line.
 */
export interface AdminSection {
  key: string;
  path: string;
  component: ComponentType;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { key: 'verification', path: 'verification', component: VerificationSection },
  { key: 'reports', path: 'reports', component: ReportsSection },
  { key: 'accounts', path: 'accounts', component: AccountsSection },
  { key: 'mail', path: 'mail', component: MailSection },
  { key: 'money', path: 'money', component: MoneySection },
  { key: 'statistics', path: 'statistics', component: StatisticsSection },
  { key: 'content', path: 'content', component: ContentSection },
  { key: 'auditLog', path: 'audit-log', component: AuditLogSection },
  { key: 'releases', path: 'releases', component: ReleasesSection },
];

export const sectionUrl = (section: Pick<AdminSection, 'path'>) => `/admin/${section.path}`;

import { Type, type Static } from '@sinclair/typebox';
import { PATTERNS, Role } from './auth';
import { Nullable, ObjectId, StringEnum, Timestamp } from './envelope';
import { pagedQuery } from './fields';
import { AccountStatus } from './profiles';

// The operator's back office (/admin, mfe-admin): the audit log, the verification queue and the accounts.

/** An action an admin took, as the append-only audit log keeps it. */
export const AuditEntry = Type.Object({
  _id: ObjectId,
  actorId: Type.String(),
  actorName: Type.String(),
  /** `verification.approve`, `account.suspend`, `payout.settle`, … */
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  /** The item before and after the action (null when it did not exist, or for an action that changes no row). */
  before: Nullable(Type.Unknown()),
  after: Nullable(Type.Unknown()),
  reason: Type.String(),
  createdAt: Timestamp,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const VerificationStatus = StringEnum(VERIFICATION_STATUSES);
export type VerificationStatus = Static<typeof VerificationStatus>;

/** The account kinds that send documents for review. */
export const VERIFIED_ROLES = ['performer', 'studio'] as const;
export const VerifiedRole = StringEnum(VERIFIED_ROLES);
export type VerifiedRole = Static<typeof VerifiedRole>;

/** One private document of an applicant: a signed link made for the admin who asked, expiring. */
export const ReviewDocument = Type.Object({
  type: StringEnum(['documentVerification', 'idVerification', 'releaseForm'] as const),
  fileId: Type.String(),
  originalName: Type.String(),
  mimeType: Type.String(),
  url: Type.String(),
  expiresAt: Timestamp,
});
export type ReviewDocument = Static<typeof ReviewDocument>;

/** A performer or studio in the verification queue (or one decided already). */
export const VerificationApplicant = Type.Object({
  _id: ObjectId,
  role: VerifiedRole,
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** The studio that added this performer, if any. */
  studioName: Nullable(Type.String()),
  status: VerificationStatus,
  reason: Nullable(Type.String()),
  submittedAt: Timestamp,
  documents: Type.Array(ReviewDocument),
});
export type VerificationApplicant = Static<typeof VerificationApplicant>;

export const VerificationQueueQuery = pagedQuery({ role: Type.Optional(VerifiedRole), status: Type.Optional(VerificationStatus) }, 20);
export type VerificationQueueQuery = Static<typeof VerificationQueueQuery>;

export const VerificationRejectRequest = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 1000, pattern: PATTERNS.text }) });
export type VerificationRejectRequest = Static<typeof VerificationRejectRequest>;

/** GET /verification/notice: the decision the performer or studio has not seen yet (null when there is none). */
export const VerificationNotice = Type.Object({
  status: StringEnum(['approved', 'rejected'] as const),
  reason: Nullable(Type.String()),
  decidedAt: Timestamp,
});
export type VerificationNotice = Static<typeof VerificationNotice>;

/** An account of any role as the back office lists it. */
export const AdminAccount = Type.Object({
  _id: ObjectId,
  role: Role,
  /** `admin` for the platform's staff (a member account with the admin role). */
  staff: Type.Boolean(),
  username: Type.String(),
  email: Type.String(),
  name: Type.String(),
  status: AccountStatus,
  emailVerified: Type.Boolean(),
  verification: Nullable(VerificationStatus),
  balance: Type.Integer(),
  suspensionReason: Nullable(Type.String()),
  createdAt: Timestamp,
});
export type AdminAccount = Static<typeof AdminAccount>;

export const AdminAccountsQuery = pagedQuery(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'part of the username, e-mail or name' })),
    role: Type.Optional(Role),
    status: Type.Optional(AccountStatus),
    fromDate: Type.Optional(Type.String({ format: 'date', description: 'registered on or after (YYYY-MM-DD)' })),
    toDate: Type.Optional(Type.String({ format: 'date', description: 'registered on or before (YYYY-MM-DD)' })),
  },
  20,
);
export type AdminAccountsQuery = Static<typeof AdminAccountsQuery>;

/** One line of an account's history: a purchase (or sale, for a performer) or a show. */
export const AccountHistoryItem = Type.Object({
  kind: StringEnum(['purchase', 'show'] as const),
  id: Type.String(),
  /** What it was: `tip`, `video`, `private`, `public`, … */
  type: Type.String(),
  /** The other party's username, when there is one. */
  party: Nullable(Type.String()),
  tokens: Type.Integer(),
  /** Shows: minutes on air. */
  minutes: Nullable(Type.Integer()),
  at: Timestamp,
});
export type AccountHistoryItem = Static<typeof AccountHistoryItem>;

export const AdminAccountDetails = Type.Object({
  account: AdminAccount,
  twoFactor: Type.Boolean(),
  history: Type.Array(AccountHistoryItem),
  /** The back office's actions on this account, newest first. */
  audit: Type.Array(AuditEntry),
});
export type AdminAccountDetails = Static<typeof AdminAccountDetails>;

export const AccountRoleParams = Type.Object({ role: Role, id: ObjectId });
export type AccountRoleParams = Static<typeof AccountRoleParams>;

export const AccountActionRequest = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 1000, pattern: PATTERNS.text }) });
export type AccountActionRequest = Static<typeof AccountActionRequest>;

export const AuditLogQuery = pagedQuery(
  {
    actor: Type.Optional(Type.String({ maxLength: 100, description: "the admin's username or id" })),
    action: Type.Optional(Type.String({ maxLength: 100, description: 'an action, or its first part (`account` matches `account.suspend`)' })),
    targetId: Type.Optional(Type.String({ maxLength: 100 })),
  },
  25,
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/** The longest range the statistics answer for, in days (a year and a day for leap years). */
export const STATISTICS_MAX_DAYS = 366;

/** Days are UTC calendar days, `YYYY-MM-DD`, both ends included. */
export const StatisticsQuery = Type.Object({
  from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first day, YYYY-MM-DD (UTC)' }),
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last day, YYYY-MM-DD (UTC), at most 366 days after `from`' }),
});
export type StatisticsQuery = Static<typeof StatisticsQuery>;

/** One day's business, in tokens unless said otherwise. */
export const DailyFigures = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
  /** Tokens members bought (credited token purchases), less those refunds and chargebacks took back that day. */
  tokensSold: Type.Number(),
  /** Real money taken for them, in the site currency (successful payments), less what refunds and chargebacks gave back that day. */
  sales: Type.Number(),
  /** Tokens members spent on tips, shows and content, net of refunds. */
  tokensSpent: Type.Number(),
  /** How the spent tokens were split: the platform's commission, performers' and studios' earnings. */
  platform: Type.Number(),
  performers: Type.Number(),
  studios: Type.Number(),
  /** Minutes performers were on air that day (public, group and private shows). */
  liveMinutes: Type.Number(),
  /** The most signed-in viewers one show had at once, among the shows on air that day. */
  peakViewers: Type.Integer(),
});
export type DailyFigures = Static<typeof DailyFigures>;

export const StatisticsReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  days: Type.Array(DailyFigures),
  /** The range's sums (peakViewers: its highest day). */
  totals: Type.Omit(DailyFigures, ['day']),
});
export type StatisticsReport = Static<typeof StatisticsReport>;

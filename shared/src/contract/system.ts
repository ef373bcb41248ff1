import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './envelope';

/** Avatar upload answer (POST /users/avatar/upload, /users/{id}/avatar/upload, /performers/avatar/upload). */
export const UploadedFileResponse = Type.Object({
  _id: Type.String(),
  url: Nullable(Type.String()),
  mimeType: Type.String(),
  size: Type.Number(),
});
export type UploadedFileResponse = Static<typeof UploadedFileResponse>;

/** GET /languages/list item. */
export const Language = Type.Object({
  code: Type.String(),
  name: Type.String(),
});
export type Language = Static<typeof Language>;

/** GET /phone-codes/list item. */
export const PhoneCode = Type.Object({
  code: Type.String({ description: 'ISO country code' }),
  name: Type.String(),
  dialCode: Type.String({ description: "Dialling prefix, e.g. '+44'" }),
});
export type PhoneCode = Static<typeof PhoneCode>;

/** GET /statistics/admin (admin token only). */
export const AdminStats = Type.Object({
  totalUsers: Type.Number(),
  totalActiveUsers: Type.Number(),
  totalInactiveUsers: Type.Number(),
  totalPerformers: Type.Number(),
  totalActivePerformers: Type.Number(),
  totalPendingPerformers: Type.Number(),
  totalVerifiedPerformers: Type.Number(),
  totalLivePerformers: Type.Number(),
  totalStudios: Type.Number(),
  totalActiveStudios: Type.Number(),
  /** Tokens bought with real money (successful payments). */
  totalTokensSold: Type.Optional(Type.Number({ description: 'Tokens bought with real money (successful payments)' })),
  /** Real money taken for those tokens, in the site currency. */
  totalSales: Type.Optional(Type.Number({ description: 'Real money taken for tokens, in the site currency' })),
  /** Tokens members spent (tips, purchases, shows), net of refunds. */
  totalTokensSpent: Type.Optional(Type.Number({ description: 'Tokens members spent (tips, purchases, shows), net of refunds' })),
  /** The platform's commission in tokens (its wallet's credits net of refunds). */
  totalPlatformEarnings: Type.Optional(Type.Number({ description: "The platform's commission in tokens, net of refunds" })),
  /** Tokens performers earned. */
  totalPerformerEarnings: Type.Optional(Type.Number({ description: 'Tokens performers earned' })),
  /** Tokens studios earned from their performers. */
  totalStudioEarnings: Type.Optional(Type.Number({ description: 'Tokens studios earned from their performers' })),
});
export type AdminStats = Static<typeof AdminStats>;

/** GET /dev/outbox item (development/sandbox mode only): an e-mail the platform sent. */
export const OutboxMail = Type.Object({
  _id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Nullable(Type.String()),
  links: Type.Array(Type.String()),
  template: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMail>;

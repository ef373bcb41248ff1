import { Type, type Static } from '@sinclair/typebox';
import { PATTERNS, Role } from './auth';
import { Nullable, ObjectId, StringEnum, Timestamp } from './envelope';
import { pagedQuery } from './fields';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS } from './report-values';

export { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS };

// Reports and moderation: a member or performer reports something; the admin's queue (/admin/reports) acts on it.

export const ReportTarget = StringEnum(REPORT_TARGETS);
export type ReportTarget = Static<typeof ReportTarget>;

export const ReportReason = StringEnum(REPORT_REASONS);
export type ReportReason = Static<typeof ReportReason>;

/** What is reported, and why. */
const ReportSubjectFields = { targetType: ReportTarget, targetId: ObjectId, reason: ReportReason };

export const ReportRequest = Type.Object({
  ...ReportSubjectFields,
  details: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ReportRequest = Static<typeof ReportRequest>;

/** A report taken; `duplicate` when the reporter's open report of the same item is answered again. */
export const ReportReceipt = Type.Object({ _id: ObjectId, duplicate: Type.Boolean() });
export type ReportReceipt = Static<typeof ReportReceipt>;

export const ReportStatus = StringEnum(REPORT_STATUSES);
export type ReportStatus = Static<typeof ReportStatus>;

export const ReportAction = StringEnum(REPORT_ACTIONS);
export type ReportAction = Static<typeof ReportAction>;

/** One line of the item's context: the chat lines around a reported one, a conversation's excerpt. */
export const ReportContextLine = Type.Object({
  _id: Type.String(),
  author: Type.String(),
  text: Type.String(),
  createdAt: Timestamp,
  reported: Type.Boolean(),
});
export type ReportContextLine = Static<typeof ReportContextLine>;

/** The reported item as the admin sees it. */
export const ReportedItem = Type.Object({
  exists: Type.Boolean(),
  title: Type.String(),
  /** The account the item belongs to (the one `suspend` acts on), when there is one. */
  owner: Nullable(Type.Object({ role: Role, _id: ObjectId, username: Type.String() })),
  /** A video's poster, a photo's or gallery's thumbnail, a product's image. */
  imageUrl: Nullable(Type.String()),
  hidden: Type.Boolean(),
  /** A live room or chat line: whether its show is on now. */
  live: Type.Boolean(),
  context: Type.Array(ReportContextLine),
});
export type ReportedItem = Static<typeof ReportedItem>;

export const AdminReport = Type.Object({
  _id: ObjectId,
  ...ReportSubjectFields,
  details: Type.String(),
  status: ReportStatus,
  reporter: Type.Object({ role: Role, _id: Type.String(), username: Type.String() }),
  /** Open reports of the same item (this one included). */
  reportsOfItem: Type.Integer({ minimum: 1 }),
  action: Nullable(ReportAction),
  actionReason: Nullable(Type.String()),
  decidedAt: Nullable(Timestamp),
  createdAt: Timestamp,
  item: ReportedItem,
});
export type AdminReport = Static<typeof AdminReport>;

export const AdminReportsQuery = pagedQuery({ status: Type.Optional(ReportStatus), targetType: Type.Optional(ReportTarget) }, 25);
export type AdminReportsQuery = Static<typeof AdminReportsQuery>;

export const ReportActionRequest = Type.Object({
  action: ReportAction,
  /** Why: kept in the audit log; for `suspend` also e-mailed to the account. */
  reason: Type.String({ minLength: 1, maxLength: 1000, pattern: PATTERNS.text }),
});
export type ReportActionRequest = Static<typeof ReportActionRequest>;

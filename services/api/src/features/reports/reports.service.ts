import { MODERATOR_DELETED_TEXT } from '@platform/shared/contract';
import type { AdminReport, AdminReportsQuery, ReportActionRequest, ReportedItem, ReportRequest, ReportTarget, Role } from '@platform/shared/contract';
import type { AppContext, AuthInfo } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { iso } from '../../core/http';
import { reactivateAccount, suspendAccountByAdmin } from '../admin-accounts/admin-accounts.service';
import { recordAdminAction } from '../audit-log/audit-log';
import { finishAll } from '../streaming/streaming.service';
import {
  accountExists,
  accountUsername,
  decideReports,
  findAssetFacts,
  findReport,
  findReportedMessage,
  insertReport,
  listReports,
  liveStreamCount,
  messagesAround,
  openReportsOfItem,
  reopenReports,
  setAssetHidden,
  setMessageHidden,
  type AssetKind,
  type ReportRow,
} from './reports.repository';

const ASSET_KINDS: readonly string[] = ['video', 'photo', 'gallery', 'product'];
const isAsset = (target: ReportTarget): target is AssetKind => ASSET_KINDS.includes(target);
const isMessage = (target: ReportTarget) => target === 'chat-line' || target === 'message';
/** Chat lines around a reported one, and of a conversation's excerpt, shown to the admin on each side. */
const CONTEXT_LINES = 5;

/** The account behind an item (the one `suspend` acts on), or null when the item does not exist. */
async function ownerOf(ctx: AppContext, targetType: ReportTarget, targetId: string): Promise<{ role: Role; id: string } | null> {
  if (targetType === 'performer' || targetType === 'live-room') {
    return (await accountExists(ctx.db, 'performer', targetId)) ? { role: 'performer', id: targetId } : null;
  }
  if (isAsset(targetType)) {
    const asset = await findAssetFacts(ctx.db, targetType, targetId);
    return asset && !asset.deleted_at ? { role: 'performer', id: asset.performer_id } : null;
  }
  const message = await findReportedMessage(ctx.db, targetId);
  if (!message) return null;
  const stream = message.conversation_type !== 'private';
  if ((targetType === 'chat-line') !== stream) return null;
  return { role: message.sender_source, id: message.sender_id };
}

/** A member or performer reports an item (a live room and a performer by her id); reporting it again answers the same report. */
export async function createReport(ctx: AppContext, auth: AuthInfo, request: ReportRequest) {
  const owner = await ownerOf(ctx, request.targetType, request.targetId);
  if (!owner) throw notFound('There is nothing to report with this id');
  if (owner.role === auth.source && owner.id === auth.sourceId) throw badRequest('You cannot report yourself or your own content');
  const taken = await insertReport(ctx.db, {
    targetType: request.targetType,
    targetId: request.targetId,
    reporterRole: auth.source,
    reporterId: auth.sourceId,
    reason: request.reason,
    details: request.details?.trim() ?? '',
  });
  return { _id: taken.id, duplicate: taken.duplicate };
}

/** The reported item as the admin sees it: its title, owner, picture, whether it is hidden or live, and its context. */
async function reportedItem(ctx: AppContext, report: ReportRow): Promise<ReportedItem> {
  const owner = await ownerOf(ctx, report.target_type, report.target_id);
  const ownerView = owner ? { role: owner.role, _id: owner.id, username: (await accountUsername(ctx.db, owner.role, owner.id)) ?? '' } : null;
  const item: ReportedItem = { exists: !!owner, title: '', owner: ownerView, imageUrl: null, hidden: false, live: false, context: [] };
  if (isAsset(report.target_type)) {
    const asset = await findAssetFacts(ctx.db, report.target_type, report.target_id);
    if (asset) Object.assign(item, { title: asset.title, imageUrl: ctx.storage.url(asset.image_path), hidden: !!asset.hidden_at });
  } else if (isMessage(report.target_type)) {
    const message = await findReportedMessage(ctx.db, report.target_id);
    if (message) {
      const undoState = report.undo_state as { text?: string } | null;
      item.title = undoState?.text ?? message.text;
      item.hidden = report.action === 'hide' && message.is_deleted;
      item.context = (await messagesAround(ctx.db, message, CONTEXT_LINES)).map((line) => ({
        _id: line.id,
        author: line.author ?? '',
        text: line.id === message.id && undoState?.text !== undefined ? undoState.text : line.text,
        createdAt: iso(line.created_at) ?? '',
        reported: line.id === message.id,
      }));
    }
  } else {
    item.title = ownerView?.username ?? '';
    item.live = (await liveStreamCount(ctx.db, report.target_id)) > 0;
  }
  return item;
}

async function toAdminReport(ctx: AppContext, report: ReportRow): Promise<AdminReport> {
  const [item, reporterName, reportsOfItem] = await Promise.all([
    reportedItem(ctx, report),
    accountUsername(ctx.db, report.reporter_role, report.reporter_id),
    openReportsOfItem(ctx.db, report.target_type, report.target_id),
  ]);
  return {
    _id: report.id,
    targetType: report.target_type,
    targetId: report.target_id,
    reason: report.reason,
    details: report.details,
    status: report.status,
    reporter: { role: report.reporter_role, _id: report.reporter_id, username: reporterName ?? '' },
    reportsOfItem: Math.max(1, reportsOfItem),
    action: report.action,
    actionReason: report.action_reason,
    decidedAt: iso(report.decided_at),
    createdAt: iso(report.created_at) ?? '',
    item,
  };
}

export async function reportQueue(ctx: AppContext, query: AdminReportsQuery) {
  const { rows, total } = await listReports(ctx.db, query);
  return { data: await Promise.all(rows.map((row) => toAdminReport(ctx, row))), total };
}

export async function reportDetails(ctx: AppContext, id: string) {
  const report = await findReport(ctx.db, id);
  if (!report) throw notFound('No report with this id');
  return toAdminReport(ctx, report);
}

/** What each action does to the item, and what undo needs to put it back. */
async function applyAction(ctx: AppContext, admin: AuthInfo, report: ReportRow, request: ReportActionRequest): Promise<unknown> {
  const { target_type: type, target_id: id } = report;
  switch (request.action) {
    case 'dismiss':
      return null;
    case 'hide': {
      if (isAsset(type)) {
        if (!(await setAssetHidden(ctx.db, type, id, true))) throw badRequest('This item is already hidden');
        await ctx.readCache.invalidate('media', 'performers');
        return null;
      }
      if (isMessage(type)) {
        const message = await findReportedMessage(ctx.db, id);
        if (!message || message.is_deleted) throw badRequest('This message is already deleted');
        await setMessageHidden(ctx.db, id, { text: MODERATOR_DELETED_TEXT, deleted: true });
        return { text: message.text };
      }
      throw badRequest('Only content, chat lines and messages can be hidden');
    }
    case 'end-show': {
      if (type !== 'live-room' && type !== 'performer') throw badRequest('Only a live room or a performer has a show to end');
      if ((await liveStreamCount(ctx.db, id)) === 0) throw badRequest('There is no live show to end');
      await finishAll(ctx, id);
      return null;
    }
    case 'suspend': {
      const owner = await ownerOf(ctx, type, id);
      if (!owner) throw badRequest('There is no account to suspend');
      await suspendAccountByAdmin(ctx, admin, owner.role, owner.id, request.reason);
      return { role: owner.role, id: owner.id };
    }
  }
}

/** The admin acts on a report: the action answers every open report of the same item and is written to the audit log. */
export async function actOnReport(ctx: AppContext, admin: AuthInfo, id: string, request: ReportActionRequest) {
  const report = await findReport(ctx.db, id);
  if (!report) throw notFound('No report with this id');
  if (report.status !== 'open') throw badRequest('This report was already decided');
  const undoState = await applyAction(ctx, admin, report, request);
  await ctx.db.transaction(async (tx) => {
    const decided = await decideReports(tx, report, {
      status: request.action === 'dismiss' ? 'dismissed' : 'actioned',
      action: request.action,
      reason: request.reason,
      adminId: admin.sourceId,
      undoState,
    });
    await recordAdminAction(tx, admin, {
      action: `report.${request.action}`,
      target: { type: report.target_type, id: report.target_id },
      before: { status: 'open' },
      after: { status: request.action === 'dismiss' ? 'dismissed' : 'actioned', reports: decided },
      reason: request.reason,
    });
  });
  return reportDetails(ctx, id);
}

/** Takes an action back: the item is shown again (a message gets its text back), the account reactivated; the reports are open again. */
export async function undoReportAction(ctx: AppContext, admin: AuthInfo, id: string, reason: string) {
  const report = await findReport(ctx.db, id);
  if (!report) throw notFound('No report with this id');
  if (report.status === 'open' || !report.action) throw badRequest('This report has no decision to undo');
  const type = report.target_type;
  if (report.action === 'hide' && isAsset(type)) {
    await setAssetHidden(ctx.db, type, report.target_id, false);
    await ctx.readCache.invalidate('media', 'performers');
  } else if (report.action === 'hide' && isMessage(type)) {
    const state = report.undo_state as { text: string };
    await setMessageHidden(ctx.db, report.target_id, { text: state.text, deleted: false });
  } else if (report.action === 'suspend') {
    const state = report.undo_state as { role: Role; id: string };
    await reactivateAccount(ctx, admin, state.role, state.id, reason);
  }
  // an ended show cannot be started again for her: undo reopens its reports, and she can go live as before
  await ctx.db.transaction(async (tx) => {
    await reopenReports(tx, report);
    await recordAdminAction(tx, admin, {
      action: `report.undo-${report.action}`,
      target: { type, id: report.target_id },
      before: { status: report.status, action: report.action },
      after: { status: 'open' },
      reason,
    });
  });
  return reportDetails(ctx, id);
}

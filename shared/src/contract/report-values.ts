// The report vocabulary as plain values: kept free of TypeBox so the browser takes them from `@platform/shared`
// without pulling in the schemas (reports.ts builds the schemas from them).

/** What can be reported: an account, a live room (a stream), one chat line, a private message or a piece of content. */
export const REPORT_TARGETS = ['performer', 'live-room', 'chat-line', 'message', 'video', 'photo', 'gallery', 'product'] as const;

/** The reasons a reporter picks from (the screens show them through `report.reason.<reason>` texts). */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual-minors',
  'non-consensual',
  'illegal',
  'copyright',
  'scam',
  'other',
] as const;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/** What the admin does with a report: dismiss it, hide the item, end the live show, suspend the account behind it. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'end-show', 'suspend'] as const;

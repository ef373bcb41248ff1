import type { MailContent } from './mail-content';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Plain text: paragraphs apart by a blank line, the action's label followed by its address. */
export function renderText(content: MailContent): string {
  const parts = [...content.paragraphs];
  if (content.action) parts.push(`${content.action.label}:\n${content.action.url}`);
  return parts.join('\n\n');
}

/** HTML for mail clients: inline styles only, every text escaped, line breaks kept. */
export function renderHtml(content: MailContent, language: string): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#c2185b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#666666;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
${paragraphs}
${action}
</div></body></html>`;
}

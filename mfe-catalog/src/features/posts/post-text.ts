/** Elements whose text is not meant to be read. */
const HIDDEN = 'script, style, template, noscript, iframe, object';
/** Where one paragraph ends and the next begins when the content is HTML. */
const BLOCK_END = /<\/\s*(p|div|h[1-6]|li|blockquote|pre|section|article|header|footer|ul|ol|table|tr)\s*>/gi;

/**
 * The paragraphs of a post as plain text.
 *
 * The API stores a post's `content` exactly as it was written (the seed writes HTML such as `<p>…</p>`) and does not
 * sanitise it, so it is never put into the page as HTML. Tags are dropped in an inert document (DOMParser runs no
 * script and loads nothing), entities are decoded, and block ends and blank lines separate paragraphs — so HTML,
 * markdown and plain text all read as text.
 */
export function postParagraphs(content: string): string[] {
  if (!content) return [];
  const marked = content.replace(/<\s*br\s*\/?\s*>/gi, '\n').replace(BLOCK_END, '\n\n');
  const doc = new DOMParser().parseFromString(marked, 'text/html');
  doc.querySelectorAll(HIDDEN).forEach((node) => node.remove());
  const text = (doc.body.textContent ?? '').replace(/\r\n?/g, '\n');
  return text
    .split(/\n[ \t\u00a0]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

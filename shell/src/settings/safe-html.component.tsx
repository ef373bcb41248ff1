import { useEffect, useState } from 'react';
import type { DOMPurify } from 'dompurify';

// Admin-authored snippets (the footer, the 18+ text) may hold simple markup; DOMPurify strips anything executable.
// It loads on first use, beside the page, so it adds nothing to the script a first paint waits for.

/** No styles or forms in a snippet: they could dress it up as the site's own sign-in. */
const CONFIG = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

let purifier: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

function loadPurifier(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    // a link may open a new tab, never hand the site's window to the page it opens
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return;
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    });
    purifier = purify;
    return purify;
  });
  return loading;
}

/** The snippet as safe HTML (DOMPurify, with this site's limits). */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadPurifier()).sanitize(html, CONFIG);
}

/** Renders an admin-authored snippet once the sanitizer is there (at once after its first load). */
export function SafeHtml({ html }: { html: string }) {
  // a flag, not the purifier: DOMPurify is a function, which useState would take for an updater
  const [ready, setReady] = useState(purifier !== null);
  useEffect(() => {
    if (!ready)
      void loadPurifier().then(
        () => setReady(true),
        () => undefined,
      );
  }, [ready]);
  if (!ready || !purifier) return null;
  return <div dangerouslySetInnerHTML={{ __html: purifier.sanitize(html, CONFIG) }} />;
}

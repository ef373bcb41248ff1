const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The small page a password-reset e-mail opens (served by the API so the link works without the web client). */
export function passwordChangePage(options: { token: string; valid: boolean; done?: boolean; siteUrl: string }) {
  const body = options.done
    ? `<h1>Password changed</h1><p>You can now <a href="${escape(options.siteUrl)}/auth/login/user">sign in</a> with your new password.</p>`
    : options.valid
      ? `<h1>Choose a new password</h1>
         <form method="post" action="password-change">
           <input type="hidden" name="token" value="${escape(options.token)}">
           <label>New password <input type="password" name="password" minlength="6" maxlength="100" required></label>
           <button type="submit">Change password</button>
         </form>`
      : `<h1>Link expired</h1><p>This password reset link is invalid or has expired. <a href="${escape(options.siteUrl)}/auth/forgot-password">Ask for a new one</a>.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Password</title><style>body{font-family:sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
input{display:block;width:100%;margin:.5rem 0 1rem;padding:.5rem}button{background:#ff0066;color:#fff;border:0;padding:.6rem 1.2rem;border-radius:4px}</style>
</head><body>${body}</body></html>`;
}

import type { Payment } from './store';

// The hosted pages: plain HTML forms, no script (the page's policy allows none).

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 3220', outcome: '3-D Secure challenge (code 1234 passes, anything else fails)' },
  { number: '4000 0000 0000 0259', outcome: 'approved; the postback arrives late, and twice' },
];

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Sandbox Pay</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f8;color:#1c1d2b;margin:0;padding:24px}
main{max-width:460px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 4px}label{display:block;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aab;border-radius:6px;font-size:1rem}
.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:16px;padding:12px 16px;font-size:1rem;border-radius:6px;border:0;cursor:pointer}
.pay{background:#2d55d8;color:#fff;width:100%}.link{background:none;color:#2d55d8;text-decoration:underline;padding:8px 0}
.error{background:#fde8e8;color:#8a1010;padding:10px;border-radius:6px}.muted{color:#555;font-size:.9rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left}
</style></head><body><main>${body}</main></body></html>`;
}

const summary = (p: Payment) =>
  `<p class="muted">SANDBOX — no real money moves.</p><h1>Pay ${escape(p.amount)} ${escape(p.currency)}</h1><p>${escape(p.description)}</p>`;

export function paymentPage(p: Payment, error?: string) {
  const cards = TEST_CARDS.map((c) => `<tr><td><code>${c.number}</code></td><td>${escape(c.outcome)}</td></tr>`).join('');
  return layout(
    'Payment',
    `${summary(p)}
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/pay/${p.paymentId}" aria-label="Card payment">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="cc-name" maxlength="100">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required maxlength="7"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="cc-csc" required maxlength="4"></div></div>
<button class="pay" type="submit">Pay ${escape(p.amount)} ${escape(p.currency)}</button>
</form>
<form method="post" action="/pay/${p.paymentId}/cancel"><button class="link" type="submit">Cancel and return to the merchant</button></form>
<h2>Test cards</h2><p class="muted">Any expiry in the future and any CVC.</p><table><tbody>${cards}</tbody></table>`,
  );
}

export function challengePage(p: Payment, error?: string) {
  return layout(
    'Verify your payment',
    `${summary(p)}
<h2>Your bank asks you to confirm this payment</h2>
<p>3-D Secure (sandbox): type the code your bank sent you. The sandbox's code is <strong>1234</strong>.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/pay/${p.paymentId}/challenge" aria-label="Bank verification">
<label for="code">Verification code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="10">
<button class="pay" type="submit">Confirm</button></form>`,
  );
}

export function resultPage(p: Payment) {
  const text =
    p.state === 'approved'
      ? 'The payment was approved.'
      : p.state === 'declined'
        ? `The payment was declined. ${p.reason ?? ''}`
        : p.state === 'cancelled'
          ? 'The payment was cancelled.'
          : 'This payment page has expired.';
  const back = p.state === 'cancelled' || p.state === 'expired' ? p.cancelUrl : p.returnUrl;
  return layout('Payment', `${summary(p)}<p role="status">${escape(text)}</p><p><a href="${escape(back)}">Return to the merchant</a></p>`);
}

export function errorPage(message: string) {
  return layout('Payment error', `<h1>Payment error</h1><p class="error" role="alert">${escape(message)}</p>`);
}

export function adminPage(payments: Payment[]) {
  const rows = payments
    .map((p) => {
      const actions =
        p.state === 'approved' && !p.refunded && !p.chargedBack
          ? ['refund', 'chargeback']
              .map(
                (a) =>
                  `<form method="post" action="/admin/payments/${p.paymentId}/${a}" style="display:inline"><button type="submit" aria-label="${a} ${p.paymentId}">${a}</button></form>`,
              )
              .join(' ')
          : '';
      const flags = [p.refunded ? 'refunded' : '', p.chargedBack ? 'charged back' : ''].filter(Boolean).join(', ');
      return `<tr><td><code>${p.paymentId}</code><br><code>${escape(p.transactionId ?? '')}</code></td><td>${escape(p.amount)} ${escape(p.currency)}</td><td>${escape(p.state)}${flags ? ` (${flags})` : ''}</td><td>${p.postbacks.map((b) => `${escape(b.event)}: ${b.status}`).join('<br>')}</td><td>${actions}</td></tr>`;
    })
    .join('');
  return layout(
    'Operator',
    `<h1>Sandbox Pay — operator</h1><p class="muted">Refunds and chargebacks are sent to the merchant as signed postbacks.</p>
<table><thead><tr><th>Payment / transaction</th><th>Amount</th><th>State</th><th>Postbacks</th><th></th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

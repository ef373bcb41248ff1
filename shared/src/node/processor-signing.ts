import crypto from 'node:crypto';

// The sandbox processor's signing rules, one source for the processor (services/processor) and the API's adapter of
// it (services/api/src/features/money/sandbox-processor.ts):
//   a checkout request: `signature` = hex HMAC-SHA256 over the other fields as sorted `key=value` lines joined by "\n";
//   postbacks and merchant API calls: `X-Processor-Timestamp: <unix seconds>` and
//   `X-Processor-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`.

export const TIMESTAMP_HEADER = 'x-processor-timestamp';
export const SIGNATURE_HEADER = 'x-processor-signature';

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

/** A constant-time comparison of two signatures. */
export function sameSignature(a: string, b: string) {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function signFields(secret: string, fields: Record<string, string>) {
  return hmac(
    secret,
    Object.keys(fields)
      .filter((key) => key !== 'signature')
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('\n'),
  );
}

export const fieldsSigned = (secret: string, fields: Record<string, string>) =>
  typeof fields.signature === 'string' && sameSignature(fields.signature, signFields(secret, fields));

/** The signature header's value for `rawBody` sent at `timestamp` (unix seconds). */
export const bodySignature = (secret: string, timestamp: string | number, rawBody: string) => `sha256=${hmac(secret, `${timestamp}.${rawBody}`)}`;

export function signBody(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)) {
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: bodySignature(secret, timestamp, rawBody) };
}

/** A merchant call's signature is good and at most `toleranceSeconds` away from now. */
export function bodySigned(secret: string, rawBody: string, timestamp: string | undefined, signature: string | undefined, toleranceSeconds = 300) {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (!sameSignature(signature, bodySignature(secret, timestamp, rawBody))) return false;
  return Math.abs(Date.now() / 1000 - Number(timestamp)) <= toleranceSeconds;
}

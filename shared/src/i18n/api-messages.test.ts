import fs from 'node:fs';
import path from 'node:path';
import { changeLanguage, translateMessage } from '.';
import messagesEn from './locales/messages.en.json';
import messagesRu from './locales/messages.ru.json';

/**
 * Every text the API (services/api/src) can send to a browser needs a key in the 'messages' catalog, or the Russian
 * interface shows it in English. This test reads the API's source (not its tests) and finds the texts where they are
 * made (the SITES below), the same way they were collected for the catalog:
 *
 * - a string literal is the key itself; a template literal's `${value}` becomes a named placeholder `{{name}}` (the
 *   last identifier of the expression: `${request.status}` → `{{status}}`, `${formatBytes(rule.maxBytes)}` → `{{maxBytes}}`,
 *   `${MAX_TOKENS}` → `{{maxTokens}}`), except
 *   - `${cond ? 'a' : `b`}` / `${x ?? 'a'}`: one key per branch (a literal branch is inlined, another becomes a placeholder);
 *   - `${SOME_TEXT}` naming a string constant, and `${LABELS[key]}` naming an object of strings, are inlined (one key per value);
 * - a constant (`INCORRECT`, `BLOCK_MESSAGES[reason]`, also from shared/src/contract) is resolved to its text(s);
 * - `{after}` (the wait of a rate-limit text) becomes `{{after}}`.
 *
 * A site whose text cannot be known from the source (a variable, Fastify's own message…) is listed in DYNAMIC_SITES
 * with the reason; a new one fails the test, so it is looked at.
 *
 * `PRINT_API_MESSAGES=1 pnpm exec jest src/i18n/api-messages.test.ts` prints what was found.
 */

const repoRoot = path.resolve(__dirname, '../../..');
// API_MESSAGES_SRC: another copy of the API source (to try the test on a changed copy without touching the real one)
const API_SRC = process.env.API_MESSAGES_SRC ? path.resolve(process.env.API_MESSAGES_SRC) : path.join(repoRoot, 'services/api/src');
const CONTRACT_SRC = path.join(repoRoot, 'shared/src/contract');

/** Where the API makes a text a person can see: a call (the text is its `arg`-th argument) or an object property. */
const SITES: Array<{ what: string; regex: RegExp; arg?: number | 'last'; keep?: (text: string) => boolean; object?: boolean }> = [
  // core/errors.ts: badRequest(text), notFound(text = 'Not found'), forbiddenBecause(text), tooLarge(text)
  { what: 'error helper', regex: /\b(?:badRequest|notFound|forbiddenBecause|tooLarge)\(/g, arg: 0 },
  // core/errors.ts: fieldError(property, rule, text) → 400 with one validation item
  { what: 'fieldError', regex: /\bfieldError\(/g, arg: 2 },
  // validation items `{ property, constraints: { rule: text } }` (the client shows the first item's first text)
  { what: 'constraints', regex: /\bconstraints:\s*(?=\{)/g, object: true },
  // `message:` of an error body (new HttpError(status, {statusCode, message}), the error handler), of a socket
  // acknowledgement (`reply({ ok: false, message })`), of a socket event (show-ended…) or of an answer shown as is
  { what: 'message property', regex: /\bmessage:\s*/g },
  // a default text: notFound(message = 'Not found')
  { what: 'default text', regex: /\bmessage\s*=\s*(?=['"`])/g },
  // 429 text of the rate limits (core/rate-limits.ts)
  { what: 'rate limit', regex: /\brateLimitedBodyWith\(/g, arg: 0 },
  // a debit that would overdraw (money/ledger.repository.ts): new InsufficientFundsError(account, text)
  { what: 'insufficient funds', regex: /\bnew InsufficientFundsError\(/g, arg: 1 },
  // an Error with a status (the JSON body parser's 400, a refused socket handshake)
  { what: 'error with status', regex: /\bObject\.assign\(\s*new Error\(/g, arg: 0 },
  // a payment gateway's decline reason, answered as the 400 text
  { what: 'decline reason', regex: /\breason:\s*(?=['"`])/g, keep: (text) => text.includes(' ') },
  // a text the API writes into a chat (a tip line); e-mail bodies (several lines) are not shown by the site
  { what: 'chat line', regex: /\btext:\s*(?=['"`])/g, keep: (text) => !text.includes('\n') },
  // the 404 text of a cached public read of one item (core/public-reads.ts: `kit.one(…, missing)`)
  { what: 'public read not found', regex: /\b\w+\.one\(/g, arg: 'last' },
  // the text a deleted message gets (its own sender's, a moderator's)
  { what: 'deleted message', regex: /(?<!function )\b(?:markMessageDeletedWith|markAllMessagesDeleted|setLastMessageText)\(/g, arg: 'last' },
];

/**
 * Sites whose text is not in the source, `file: expression` → why that is fine. A new one fails the test: give it a
 * literal text (and a catalog key), or add it here with the reason.
 */
const DYNAMIC_SITES: Record<string, string> = {
  'app.ts: error.message': "Fastify's own 4xx texts (the catalog has the ones a browser can meet, e.g. 'Unsupported Media Type: …')",
  'app.ts: toValidationItems(error.validation as AjvError[])': 'validation items: their texts come from core/validation.ts (constraints)',
  'core/errors.ts: items': 'validationError(items): the items are made at the sites found under constraints',
  'core/errors.ts: text': 'fieldError(property, rule, text): the texts are found where fieldError is called',
  "core/rate-limits.ts: text.replace('{after}', context.after)": 'the rate-limit texts, found at rateLimitedBodyWith() and the budgets',
  'core/rate-limits.ts: budget.message': 'the same texts (the budgets’ `message`)',
  'features/money/token-purchase.service.ts: result.reason': "a gateway's decline reason (found under 'decline reason')",
  'features/money/token-purchase.service.ts: intent.failure_reason': 'the same reason, stored with a failed purchase',
  'features/money/payment-reconciler.ts: state.reason': "a gateway's decline reason (found under 'decline reason')",
  'core/public-reads.ts: missing': "one(…, missing): the texts are found where a public read's one() is called",
  'features/content/posts.routes.ts: body.message': 'the text a visitor wrote to the site team (an e-mail, not shown back)',
  'core/validation.ts: {{property}} {{message}}': "ajv's own text for a rare keyword (the catalog has the likely ones)",
  'features/streaming/streaming.service.ts: text': 'show-ended: the texts of MEMBER_TEXT / PERFORMER_TEXT, found where they are sent',
};

/**
 * Placeholders whose value is one of a few English words (a status, a kind of account…): each value has its own key,
 * so the Russian text has no English word in it; `part` of the key is replaced by each value. The key with the
 * placeholder stays as a fallback, except with `{{article}}` ('a'/'an'), which a Russian text cannot hold.
 * `{{typesText}}` (the accepted types of an upload) is read from the source: every `typesText:` of a file rule.
 */
const KNOWN_VALUES: Array<{ key: string; part: string; values: string[] | 'typesText' }> = [
  {
    key: '{{property}} must be {{article}} {{type}}',
    part: '{{article}} {{type}}',
    values: ['a string', 'a number', 'a boolean', 'an array', 'an object'],
  },
  { key: '{{property}} must be {{article}} integer number', part: '{{article}} integer number', values: ['an integer number'] },
  { key: '{{property}} must be a valid {{format}}', part: '{{format}}', values: ['date-time'] },
  { key: '{{fieldname}} must be {{typesText}}', part: '{{typesText}}', values: 'typesText' },
  { key: 'The {{kind}} account was not found', part: '{{kind}}', values: ['user', 'performer', 'studio'] },
  { key: 'The {{role}} account was not found', part: '{{role}}', values: ['performer', 'studio'] },
  { key: 'The {{kind}} balance is not enough for this operation', part: '{{kind}}', values: ['performer', 'studio'] },
  { key: 'No {{source}} account is registered with this e-mail', part: '{{source}}', values: ['user', 'performer', 'studio'] },
  { key: 'A {{status}} order cannot be changed', part: '{{status}}', values: ['refunded', 'cancelled'] },
  { key: 'This refund request is already {{status}}', part: '{{status}}', values: ['resolved', 'rejected'] },
  { key: 'This payout request is already {{status}}', part: '{{status}}', values: ['approved', 'rejected', 'done'] },
  { key: 'A payout request can only be edited while pending (it is {{status}})', part: '{{status}}', values: ['approved', 'rejected', 'done'] },
  { key: 'Add your {{type}} payment details before asking for a payout', part: '{{type}}', values: ['banking', 'directDeposit', 'paxum', 'bitpay'] },
  { key: 'This {{kind}} is free and cannot be bought', part: '{{kind}}', values: ['video', 'gallery', 'photo', 'product'] },
  { key: 'No {{type}} show found', part: '{{type}}', values: ['private', 'group'] },
  { key: 'This {{type}} show is not running', part: '{{type}}', values: ['private', 'group'] },
  { key: 'The performer is in a {{status}} show right now', part: '{{status}}', values: ['private', 'group'] },
];
/** Placeholders a Russian text cannot hold: a key with one is required only through its KNOWN_VALUES. */
const ENGLISH_ONLY_PLACEHOLDERS = ['{{article}}'];

// ---------------------------------------------------------------------------------------------------------------
// A small reader of TypeScript source: enough to find the end of an expression (strings, templates, regex literals,
// brackets) without a parser dependency.

const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Index after the string literal starting at `i` (a ' or "). */
function skipString(src: string, i: number): number {
  const quote = src[i];
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === '\\') j++;
    else if (src[j] === quote) return j + 1;
  }
  return src.length;
}

/** Index after the template literal starting at `i` (a backtick), `${…}` included. */
function skipTemplate(src: string, i: number): number {
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === '\\') j++;
    else if (src[j] === '`') return j + 1;
    else if (src[j] === '$' && src[j + 1] === '{') j = skipBalanced(src, j + 1) - 1;
  }
  return src.length;
}

/** Whether a `/` at `i` starts a regex literal (judged by the character before it). */
function startsRegex(src: string, i: number): boolean {
  let k = i - 1;
  while (k >= 0 && /\s/.test(src[k])) k--;
  return k < 0 || /[(,=:[!&|?{};+\-*%<>~^]/.test(src[k]) || /\breturn$/.test(src.slice(Math.max(0, k - 5), k + 1));
}

function skipRegex(src: string, i: number): number {
  let inClass = false;
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      j++;
      while (/[a-z]/.test(src[j] ?? '')) j++;
      return j;
    } else if (c === '\n') return j;
  }
  return src.length;
}

/** Index after whatever token starts at `i` when it is a string, template or regex literal; otherwise null. */
function skipLiteral(src: string, i: number): number | null {
  const c = src[i];
  if (c === "'" || c === '"') return skipString(src, i);
  if (c === '`') return skipTemplate(src, i);
  if (c === '/' && src[i + 1] !== '/' && src[i + 1] !== '*' && startsRegex(src, i)) return skipRegex(src, i);
  return null;
}

/** Index after the bracket group opening at `i`. */
function skipBalanced(src: string, i: number): number {
  const close = CLOSERS[src[i]];
  for (let j = i + 1; j < src.length; j++) {
    const after = skipLiteral(src, j);
    if (after !== null) j = after - 1;
    else if (CLOSERS[src[j]]) j = skipBalanced(src, j) - 1;
    else if (src[j] === close) return j + 1;
  }
  return src.length;
}

/** The source with its comments blanked (strings, templates and regex literals kept). */
function stripComments(src: string): string {
  let out = '';
  for (let i = 0; i < src.length;) {
    const after = skipLiteral(src, i);
    if (after !== null) {
      out += src.slice(i, after);
      i = after;
    } else if (src.startsWith('//', i)) {
      const end = src.indexOf('\n', i);
      i = end < 0 ? src.length : end;
    } else if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2) < 0 ? src.length : src.indexOf('*/', i + 2) + 2;
      out += src.slice(i, end).replace(/[^\n]/g, ' '); // lines kept, for the line numbers
      i = end;
    } else out += src[i++];
  }
  return out;
}

/** The expression starting at `i`: up to the first top-level `,` `;` or closing bracket. */
function readExpression(src: string, i: number): { text: string; end: number } {
  let j = i;
  for (; j < src.length; j++) {
    const after = skipLiteral(src, j);
    if (after !== null) j = after - 1;
    else if (CLOSERS[src[j]]) j = skipBalanced(src, j) - 1;
    else if (/[,;)\]}]/.test(src[j])) break;
    else if (src[j] === '=' && src[j + 1] === '>') j++;
  }
  return { text: src.slice(i, j).trim(), end: j };
}

/** The arguments of the call whose `(` is at `i`. */
function readArguments(src: string, i: number): string[] {
  const args: string[] = [];
  let j = i + 1;
  while (j < src.length) {
    const { text, end } = readExpression(src, j);
    if (text) args.push(text);
    if (src[end] !== ',') break;
    j = end + 1;
  }
  return args;
}

/** Top-level pieces of `src` split at `sep` (`,` of an object, `?`/`:` of a ternary…). */
function splitTopLevel(src: string, isSeparator: (src: string, i: number) => number): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let j = 0; j < src.length; j++) {
    const after = skipLiteral(src, j);
    if (after !== null) j = after - 1;
    else if (CLOSERS[src[j]]) j = skipBalanced(src, j) - 1;
    else {
      const width = isSeparator(src, j);
      if (width) {
        parts.push(src.slice(start, j).trim());
        start = j + width;
        j = start - 1;
      }
    }
  }
  parts.push(src.slice(start).trim());
  return parts;
}

/** `cond ? a : b` → [cond, a, b] at the top level (nested ternaries stay in b), else null. */
function splitTernary(expr: string): [string, string, string] | null {
  let question = -1;
  let depth = 0;
  for (let j = 0; j < expr.length; j++) {
    const after = skipLiteral(expr, j);
    if (after !== null) {
      j = after - 1;
      continue;
    }
    if (CLOSERS[expr[j]]) {
      j = skipBalanced(expr, j) - 1;
      continue;
    }
    const c = expr[j];
    if (c === '?') {
      if (expr[j + 1] === '?' || expr[j + 1] === '.') {
        j++;
        continue;
      }
      if (question < 0) question = j;
      else depth++;
    } else if (c === ':' && question >= 0) {
      if (depth === 0) return [expr.slice(0, question).trim(), expr.slice(question + 1, j).trim(), expr.slice(j + 1).trim()];
      depth--;
    }
  }
  return null;
}

const splitOr = (expr: string) => splitTopLevel(expr, (s, i) => (s.startsWith('??', i) || s.startsWith('||', i) ? 2 : 0));

const unescape = (body: string) =>
  body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
    if (e[0] === 'u') return String.fromCodePoint(parseInt(e.replace(/[u{}]/g, ''), 16));
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', '0': '\0' } as Record<string, string>)[e] ?? e;
  });

const isStringLiteral = (expr: string) => /^(['"])/.test(expr) && skipString(expr, 0) === expr.length;
const isTemplateLiteral = (expr: string) => expr.startsWith('`') && skipTemplate(expr, 0) === expr.length;

function stripWrapping(expr: string): string {
  let e = expr.trim().replace(/\s+(?:as\s+const|satisfies\s+[\w<>[\], |]+)$/, '');
  while (e.startsWith('(') && skipBalanced(e, 0) === e.length) e = e.slice(1, -1).trim();
  return e;
}

// ---------------------------------------------------------------------------------------------------------------
// Constants: `const NAME = …` (upper case) of the API and the shared contract, and small arrow functions
// (`const insufficientText = (a) => …`), per file first, then anywhere.

interface SourceFile {
  rel: string;
  src: string;
}
type Definitions = Map<string, string[]>;

function definitionsOf(files: SourceFile[]) {
  const perFile = new Map<string, Definitions>();
  const global: Definitions = new Map();
  const add = (map: Definitions, name: string, expr: string) => map.set(name, [...(map.get(name) ?? []), expr]);
  for (const { rel, src } of files) {
    const own: Definitions = new Map();
    for (const m of src.matchAll(/\b(?:const|let)\s+([A-Z][A-Z0-9_]*)\s*(?::[^=;]+)?=\s*/g)) {
      const { text } = readExpression(src, m.index! + m[0].length);
      add(own, m[1], text);
      add(global, m[1], text);
    }
    for (const m of src.matchAll(/\bconst\s+([a-z]\w*)\s*=\s*\(([^()]*)\)\s*(?::\s*[\w.<>[\]|' ]+)?=>\s*(?!\{)/g)) {
      const { text } = readExpression(src, m.index! + m[0].length);
      add(own, `${m[1]}()`, text);
      add(global, `${m[1]}()`, text);
    }
    perFile.set(rel, own);
  }
  return (rel: string, name: string): string[] | undefined => perFile.get(rel)?.get(name) ?? global.get(name);
}

// ---------------------------------------------------------------------------------------------------------------
// Texts of an expression.

interface Found {
  texts: string[];
  dynamic: string[];
}

const camel = (name: string) =>
  /^[A-Z][A-Z0-9_]*$/.test(name) ? name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : name;

/** `{{name}}` for the value `${expr}`: the last identifier, after casts, literals and `.join(…)`-like calls are dropped. */
export function placeholderName(expr: string): string {
  let e = expr
    .replace(/(['"])(?:\\.|(?!\1).)*\1/g, '')
    .replace(/\s+as\s+[\w[\]<>|]+/g, '')
    .trim();
  for (let before = ''; before !== e;) {
    before = e;
    e = e.replace(/\.(?:join|split|trim|toString|toLowerCase|toUpperCase|slice)\([^()]*\)$/, '').replace(/\[[^\]]*\]$/, '');
  }
  const names = e.match(/[A-Za-z_$][\w$]*/g) ?? ['value'];
  return camel(names[names.length - 1]);
}

function createReader(lookup: ReturnType<typeof definitionsOf>) {
  const merge = (list: Found[]): Found => ({ texts: list.flatMap((f) => f.texts), dynamic: list.flatMap((f) => f.dynamic) });

  /** Values of an object literal `{ a: 'x', [B]: C }`. */
  const objectValues = (literal: string) =>
    splitTopLevel(literal.slice(1, -1), (s, i) => (s[i] === ',' ? 1 : 0))
      .filter((entry) => entry && !entry.startsWith('...'))
      .map((entry) => {
        const colon = splitTopLevel(entry, (s, i) => (s[i] === ':' ? 1 : 0));
        return colon.length > 1 ? colon.slice(1).join(':') : null;
      })
      .filter((value): value is string => value !== null);

  /** Texts of an expression at the top of a site: anything that is not text is dynamic. */
  function texts(rel: string, raw: string, seen = new Set<string>()): Found {
    const expr = stripWrapping(raw);
    const ternary = splitTernary(expr);
    if (ternary) return merge([texts(rel, ternary[1], seen), texts(rel, ternary[2], seen)]);
    const alternatives = splitOr(expr);
    if (alternatives.length > 1) return merge(alternatives.map((a) => texts(rel, a, seen)));
    if (isStringLiteral(expr)) return { texts: [unescape(expr.slice(1, -1))], dynamic: [] };
    if (isTemplateLiteral(expr)) return { texts: expandTemplate(rel, expr, seen), dynamic: [] };
    if (expr.startsWith('{') && skipBalanced(expr, 0) === expr.length) return merge(objectValues(expr).map((v) => texts(rel, v, seen)));
    const constant = /^([A-Z][A-Z0-9_]*)(\[[^\]]*\])?$/.exec(expr);
    const call = /^([a-z]\w*)\(/.exec(expr);
    const definitions = constant
      ? lookup(rel, constant[1])
      : call && skipBalanced(expr, call[1].length) === expr.length
        ? lookup(rel, `${call[1]}()`)
        : undefined;
    if (definitions && !seen.has(expr)) {
      const next = new Set(seen).add(expr);
      return merge(definitions.map((d) => texts(rel, d, next)));
    }
    return { texts: [], dynamic: [expr] };
  }

  /** The keys of a template literal: `${…}` → `{{name}}`, or inlined text when the source says what it is. */
  function expandTemplate(rel: string, template: string, seen: Set<string>): string[] {
    let results = [''];
    const body = template.slice(1, -1);
    let text = '';
    const flush = () => {
      const t = unescape(text);
      results = results.map((r) => r + t);
      text = '';
    };
    for (let j = 0; j < body.length; j++) {
      if (body[j] === '\\') {
        text += body.slice(j, j + 2);
        j++;
      } else if (body[j] === '$' && body[j + 1] === '{') {
        flush();
        const end = skipBalanced(body, j + 1);
        const pieces = pieceTexts(rel, body.slice(j + 2, end - 1), seen);
        results = results.flatMap((r) => pieces.map((p) => r + p));
        j = end - 1;
      } else text += body[j];
    }
    flush();
    return results;
  }

  /** What `${expr}` can read as: the literal branches, inlined constants, else a placeholder. */
  function pieceTexts(rel: string, raw: string, seen: Set<string>): string[] {
    const expr = stripWrapping(raw);
    const ternary = splitTernary(expr);
    if (ternary) return [...pieceTexts(rel, ternary[1], seen), ...pieceTexts(rel, ternary[2], seen)];
    const alternatives = splitOr(expr);
    if (alternatives.length > 1) return alternatives.flatMap((a) => pieceTexts(rel, a, seen));
    if (isStringLiteral(expr)) return [unescape(expr.slice(1, -1))];
    if (isTemplateLiteral(expr)) return expandTemplate(rel, expr, seen);
    const constant = /^([A-Z][A-Z0-9_]*)(\[[^\]]*\])?$/.exec(expr);
    const definitions = constant && !seen.has(expr) ? lookup(rel, constant[1]) : undefined;
    // a string constant (or an object of strings looked up by key) is part of the text; a number stays a value
    if (definitions?.every((d) => isStringLiteral(d) || isTemplateLiteral(d) || (!!constant![2] && d.startsWith('{')))) {
      const found = merge(definitions.map((d) => texts(rel, d, new Set(seen).add(expr))));
      if (!found.dynamic.length) return found.texts;
    }
    return [`{{${placeholderName(expr)}}}`];
  }

  return texts;
}

// ---------------------------------------------------------------------------------------------------------------

function sourceFiles(dir: string, base: string): SourceFile[] {
  return (
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      // not the tests, nor the demo data (seed/: chat lines of made-up members) and the migrations
      .filter((f) => f.endsWith('.ts') && !/\.test(-helpers)?\.ts$|\.d\.ts$|^(seed|db)[/\\]/.test(f))
      .map((f) => ({
        rel: path.relative(base, path.join(dir, f)).split(path.sep).join('/'),
        src: stripComments(fs.readFileSync(path.join(dir, f), 'utf8')),
      }))
  );
}

/** `message: string`, `message: MessageRow`, `message: { … }`: a type (a parameter, a field), not a text. */
const IS_TYPE = /^(?:string|number|boolean|unknown|any|never|null|undefined|[A-Z][a-z]\w*|\{)(?![\w$])/;
/** A key must say something: `{{property}} {{message}}` would match every text with a space. */
const saysSomething = (key: string) => /\p{L}{2,}/u.test(key.replace(/\{\{\w+\}\}/g, ''));

export function extractApiMessages() {
  const api = sourceFiles(API_SRC, API_SRC);
  const contract = sourceFiles(CONTRACT_SRC, repoRoot);
  const texts = createReader(definitionsOf([...api, ...contract]));
  const messages = new Map<string, Set<string>>(); // key → where
  const dynamic = new Map<string, string>(); // `file: expression` → where
  const typesTexts = new Set<string>(); // what an upload rule says it accepts (`typesText: …`)
  for (const { rel, src } of api) {
    for (const m of src.matchAll(/\btypesText:\s*/g)) {
      const { text } = readExpression(src, m.index! + m[0].length);
      if (text && !IS_TYPE.test(text)) texts(rel, text).texts.forEach((t) => typesTexts.add(t));
    }
    for (const site of SITES) {
      for (const m of src.matchAll(site.regex)) {
        const at = `${rel}:${src.slice(0, m.index).split('\n').length}`;
        const start = m.index! + m[0].length;
        let found: Found;
        if (site.arg !== undefined) {
          const args = readArguments(src, start - 1);
          const arg = site.arg === 'last' ? args[args.length - 1] : args[site.arg];
          if (arg === undefined) continue;
          found = texts(rel, arg);
        } else {
          const { text } = site.object ? { text: src.slice(start, skipBalanced(src, start)) } : readExpression(src, start);
          if (!text || (!site.object && IS_TYPE.test(text))) continue;
          found = texts(rel, text);
        }
        for (const expr of found.dynamic) dynamic.set(`${rel}: ${expr.replace(/\s+/g, ' ')}`, at);
        for (const raw of found.texts) {
          if (site.keep && !site.keep(raw)) continue;
          const key = raw.replace(/(?<![{$])\{after\}(?!\})/g, '{{after}}');
          if (!saysSomething(key)) {
            dynamic.set(`${rel}: ${key}`, at);
            continue;
          }
          messages.set(key, (messages.get(key) ?? new Set()).add(at));
        }
      }
    }
  }
  return { messages, dynamic, typesTexts };
}

// ---------------------------------------------------------------------------------------------------------------

const { messages, dynamic, typesTexts } = extractApiMessages();
const en = messagesEn as Record<string, string>;
const ru = messagesRu as Record<string, string>;

/** Every key the catalog must have: the found ones (but those with an English-only placeholder) and their known values. */
const required = new Map<string, string[]>();
for (const [key, at] of messages) {
  if (!ENGLISH_ONLY_PLACEHOLDERS.some((p) => key.includes(p))) required.set(key, [...at]);
}
for (const { key, part, values } of KNOWN_VALUES) {
  const at = [...(messages.get(key) ?? [])];
  for (const value of values === 'typesText' ? [...typesTexts] : values) required.set(key.replace(part, value), at);
}

if (process.env.PRINT_API_MESSAGES) {
  console.log(
    [...messages].map(([key, at]) => `${JSON.stringify(key)}  ← ${[...at].join(', ')}`).join('\n') +
      `\n\n${messages.size} messages, ${required.size} keys required; upload types: ${[...typesTexts].join(' | ')}\n\ndynamic:\n` +
      [...dynamic].map(([expr, at]) => `${expr}  ← ${at}`).join('\n'),
  );
}

describe('the API messages', () => {
  afterAll(() => changeLanguage('en'));

  it('are found in the API source (the extraction still works)', () => {
    // a floor, not the exact figure: a much smaller number means a site or a rule stopped matching
    expect(messages.size).toBeGreaterThan(180);
    expect(typesTexts.size).toBeGreaterThan(3);
    expect(messages.has('Forbidden resource')).toBe(true);
    expect(messages.has('This {{type}} show is not running')).toBe(true);
    expect(messages.has('Too many requests. Try again in {{after}}.')).toBe(true);
    expect(messages.has('{{fieldname}} is too large: the maximum file size is {{maxBytes}}')).toBe(true);
  });

  it('each have an English and a Russian text in the messages catalog', () => {
    const missing = [...required]
      .filter(([key]) => !(key in en) || !(key in ru))
      .map(([key, at]) => `${JSON.stringify(key)} (${at.join(', ')}) missing in:${key in en ? '' : ' en'}${key in ru ? '' : ' ru'}`);
    expect(missing).toEqual([]);
  });

  it('have a key per value where a value is an English word (KNOWN_VALUES still names texts the API sends)', () => {
    expect(KNOWN_VALUES.filter(({ key }) => !messages.has(key)).map(({ key }) => key)).toEqual([]);
    const unexpanded = [...messages.keys()].filter(
      (key) => ENGLISH_ONLY_PLACEHOLDERS.some((p) => key.includes(p)) && !KNOWN_VALUES.some((k) => k.key === key),
    );
    expect(unexpanded).toEqual([]);
  });

  it('have no new site whose text cannot be read from the source', () => {
    const unknown = [...dynamic].filter(([expr]) => !(expr in DYNAMIC_SITES)).map(([expr, at]) => `${expr} (${at})`);
    expect(unknown).toEqual([]);
  });

  // Real texts, as the API sends them, and what the Russian interface shows.
  const SAMPLES: Array<[string, string]> = [
    ['Forbidden resource', 'Нет доступа'],
    ['Performer not found', 'Модель не найдена'],
    ['Video not found', 'Видео не найдено'],
    ['You do not have enough tokens', 'Недостаточно токенов'],
    ['A single payment cannot exceed 100000 tokens', 'Максимальная сумма одного платежа в токенах: 100000'],
    [
      'You do not have enough tokens for a private show: it costs 30 tokens per minute and your balance is 12 tokens.',
      'Недостаточно токенов для приватного шоу: цена минуты в токенах — 30, ваш баланс — 12.',
    ],
    [
      'The requested payout (500 tokens) is more than your available balance (120 tokens)',
      'Запрошенная выплата (в токенах: 500) больше доступного баланса (120)',
    ],
    ['Tipped 1 token', 'Чаевые в токенах: 1'],
    ['Tipped 25 tokens', 'Чаевые в токенах: 25'],
    ['Too many failed sign-ins. Try again in 1 minute.', 'Слишком много неудачных попыток входа. Повторите попытку через минуту.'],
    ['Too many failed sign-ins. Try again in 5 minutes.', 'Слишком много неудачных попыток входа. Повторите попытку через 5 мин.'],
    ['This group show is not running', 'Групповое шоу сейчас не идёт'],
    ['This refund request is already resolved', 'Этот запрос на возврат уже обработан'],
    ['photo is too large: the maximum file size is 10 MB', 'Файл «photo» слишком большой: максимальный размер — 10 MB'],
    ['avatar must be an image (PNG, JPEG, GIF or WebP)', 'Файл «avatar» должен быть изображением (PNG, JPEG, GIF или WebP)'],
    ['email must be an email', 'Поле «email» должно содержать адрес электронной почты'],
    ['limit must be an integer number', 'Поле «limit» должно быть целым числом'],
    ['username must be longer than or equal to 3 characters', 'Поле «username»: минимальное число символов — 3'],
    ['body.amount must be a finite number.', 'Значение body.amount должно быть конечным числом.'],
    [
      'You are sending messages too fast. Try again in 7 seconds.',
      'Вы отправляете сообщения слишком часто. Повторите попытку позже (время ожидания: 7 секунд).',
    ],
    ['Too many requests. Try again in 1 minute.', 'Слишком много запросов. Повторите попытку позже (время ожидания: 1 минута).'],
    ['A cancelled order cannot be changed', 'Отменённый заказ нельзя изменить'],
    [
      'A payout request can only be edited while pending (it is done)',
      'Запрос на выплату можно изменить, только пока он ожидает рассмотрения, а этот уже выполнен',
    ],
    ['video must be a video (MP4, WebM or MOV)', 'Файл «video» должен быть видео (MP4, WebM или MOV)'],
    ['The payment was declined (sandbox test decline)', 'Платёж отклонён (тестовый отказ в песочнице)'],
    ['This username is already taken', 'Это имя пользователя уже занято'],
    ['This username is reserved', 'Это имя пользователя зарезервировано'],
    ['This performer has blocked you', 'Эта модель вас заблокировала'],
    ["The member's balance is too low to continue the show.", 'У участника недостаточно средств на балансе, чтобы продолжить шоу.'],
    ['Сообщение удалено модератором', 'Сообщение удалено модератором'],
  ];

  it.each(SAMPLES)('%j reads in Russian', async (text, russian) => {
    await changeLanguage('ru');
    expect(translateMessage(text)).toBe(russian);
  });

  it.each(SAMPLES)('%j stays as it is in English', async (text) => {
    await changeLanguage('en');
    expect(translateMessage(text)).toBe(text);
  });
});

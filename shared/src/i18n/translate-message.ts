import { currentLanguage, i18n } from './i18n';
import { registerTexts } from './register-texts';

/**
 * Messages that travel as English text (the API's error messages, the client's own fixed messages such as
 * 'Request aborted due to timeout') are translated where they are shown. Their namespace is keyed by the
 * English text itself; a key with {{placeholders}} matches a text with any values in their place
 * ('Must be between 1 and 10'). English needs no bundle (a text is its own translation): locales/messages.en.json
 * is the list of known messages that the tests hold the Russian file and the API's sources against.
 */
export const MESSAGES_NAMESPACE = 'messages';
const plain = { ns: MESSAGES_NAMESPACE, keySeparator: false, nsSeparator: false } as const;

registerTexts(MESSAGES_NAMESPACE, { en: {}, ru: () => import('./locales/messages.ru.json') });

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
  /** Length of the key without its placeholders: the longer, the more specific. */
  literal: number;
}
let patterns: Pattern[] | null = null;
i18n.store.on('added', () => void (patterns = null));
i18n.on('languageChanged', () => void (patterns = null));

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatedKeys(): Pattern[] {
  if (patterns) return patterns;
  const keys = Object.keys(i18n.getResourceBundle(currentLanguage(), MESSAGES_NAMESPACE) ?? {});
  patterns = keys
    .filter((key) => key.includes('{{'))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\{\s*\w+\s*\}\})/)
        .map((part) => {
          const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
          if (!name) return escapeRegex(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { key, names, regex: new RegExp(`^${source}$`), literal: key.replace(/\{\{\s*\w+\s*\}\}/g, '').length };
    })
    // the most specific key first: '{{field}} must be an email' before '{{field}} must be {{types}}'
    .sort((a, b) => b.literal - a.literal);
  return patterns;
}

// A wait in words as @fastify/rate-limit writes it ('7 seconds', '1 minute'): said in the interface language.
const DURATION = /^(\d+) (ms|second|minute|hour|day)s?$/;
const DURATION_UNIT: Record<string, string> = { ms: 'millisecond', second: 'second', minute: 'minute', hour: 'hour', day: 'day' };

function localValue(value: string): string {
  const duration = DURATION.exec(value);
  if (!duration) return value;
  try {
    return new Intl.NumberFormat(currentLanguage(), { style: 'unit', unit: DURATION_UNIT[duration[2]], unitDisplay: 'long' }).format(
      Number(duration[1]),
    );
  } catch {
    return value;
  }
}

/** The text in the interface language when it is a known message; otherwise the text as it came. */
export function translateMessage(text: string): string {
  if (!text || currentLanguage() === 'en') return text;
  if (i18n.exists(text, plain)) return i18n.t(text, plain) as string;
  for (const { key, names, regex } of templatedKeys()) {
    const match = regex.exec(text);
    if (match) return i18n.t(key, { ...plain, ...Object.fromEntries(names.map((name, i) => [name, localValue(match[i + 1])])) }) as string;
  }
  return text;
}

import fs from 'node:fs';
import path from 'node:path';

// Every catalog of the repository: the shared namespaces here and each app's src/locales/{en,ru}.json, plus any
// namespace an app loads with one of its chunks (src/locales/<name>.{en,ru}.json, e.g. mfe-live's performer settings).
// A key in one language and not the other fails; so does a placeholder that one translation lost.
const repoRoot = path.resolve(__dirname, '../../..');
const apps = fs
  .readdirSync(repoRoot, { withFileTypes: true })
  .filter((e) => e.isDirectory() && (e.name === 'shell' || e.name.startsWith('mfe-')))
  .map((e) => e.name);

/** An app's catalogs: `en.json` / `ru.json`, and each `<name>.en.json` with its `<name>.ru.json`. */
function appCatalogs(app: string): Array<{ name: string; en: string; ru: string }> {
  const dir = path.join(repoRoot, app, 'src/locales');
  const extra = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.en.json')) : [];
  return [
    { name: app, en: path.join(dir, 'en.json'), ru: path.join(dir, 'ru.json') },
    ...extra.map((file) => {
      const base = file.slice(0, -'.en.json'.length);
      return { name: `${app} ${base}`, en: path.join(dir, file), ru: path.join(dir, `${base}.ru.json`) };
    }),
  ];
}

const catalogs: Array<{ name: string; en: string; ru: string }> = [
  { name: 'shared', en: path.join(__dirname, 'locales/en.json'), ru: path.join(__dirname, 'locales/ru.json') },
  { name: 'messages', en: path.join(__dirname, 'locales/messages.en.json'), ru: path.join(__dirname, 'locales/messages.ru.json') },
  { name: 'settings kit', en: path.join(__dirname, '../settings-kit/locales/en.json'), ru: path.join(__dirname, '../settings-kit/locales/ru.json') },
  ...apps.flatMap(appCatalogs),
];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralForms = (lng: string) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

/** key → text, nested objects flattened with '.'. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(value));
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each(catalogs)('the $name texts', ({ en, ru }) => {
  const load = (file: string) => flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
  const english = fs.existsSync(en) ? load(en) : null;
  const russian = fs.existsSync(ru) ? load(ru) : null;

  it('exist in English and Russian', () => {
    expect({ en: !!english, ru: !!russian }).toEqual({ en: true, ru: true });
  });

  it('have the same keys in both languages (a plural counts once) and every plural form each language needs', () => {
    const base = (texts: Map<string, string>) => new Set([...texts.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
    const enKeys = base(english!);
    const ruKeys = base(russian!);
    expect([...enKeys].filter((k) => !ruKeys.has(k))).toEqual([]);
    expect([...ruKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    for (const [lng, texts] of [
      ['en', english!],
      ['ru', russian!],
    ] as const) {
      const plurals = new Set([...texts.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
      const missing = [...plurals].flatMap((key) =>
        pluralForms(lng)
          .filter((form) => !texts.has(`${key}_${form}`))
          .map((form) => `${lng}: ${key}_${form}`),
      );
      expect(missing).toEqual([]);
    }
  });

  it('keep every placeholder in the translation', () => {
    const lost: string[] = [];
    for (const [key, text] of english!) {
      const ruText = russian!.get(key) ?? russian!.get(key.replace(PLURAL_SUFFIX, '_other'));
      if (ruText !== undefined && placeholders(text).join() !== placeholders(ruText).join()) lost.push(key);
    }
    expect(lost).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...english!, ...russian!].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

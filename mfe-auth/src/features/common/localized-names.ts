import type { InterfaceLanguage, Option } from '@platform/shared';

/**
 * Reference lists (countries, languages) come from the API in English. Their values stay as they are
 * (what is stored and sent); only the labels follow the interface language, through the browser's own names
 * (Intl.DisplayNames). English keeps the API's labels exactly.
 */
function displayNames(lng: InterfaceLanguage, type: 'region' | 'language'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([lng], { type, fallback: 'none' });
  } catch {
    return null;
  }
}

const capitalize = (text: string, lng: string) => text.charAt(0).toLocaleUpperCase(lng) + text.slice(1);

/** Sorted by label in that language (the API sorts by the English name). */
const byLabel = (lng: string) => (a: Option, b: Option) => a.label.localeCompare(b.label, lng);

/** Countries as options: value = ISO code, label = the country's name in the interface language. */
export function countryOptions(countries: Array<{ code: string; name: string }>, lng: InterfaceLanguage): Option[] {
  const names = lng === 'en' ? null : displayNames(lng, 'region');
  const options = countries.map((c) => ({ value: c.code, label: names?.of(c.code) ?? c.name }));
  return names ? options.sort(byLabel(lng)) : options;
}

/** Languages as options: value = the English name the API stores ('English'), label in the interface language. */
export function languageOptions(languages: Array<{ code: string; name: string }>, lng: InterfaceLanguage): Option[] {
  const names = lng === 'en' ? null : displayNames(lng, 'language');
  const options = languages.map((l) => {
    let local: string | undefined;
    try {
      local = names?.of(l.code);
    } catch {
      local = undefined; // a code Intl does not accept
    }
    return { value: l.name, label: local ? capitalize(local, lng) : l.name };
  });
  return names ? options.sort(byLabel(lng)) : options;
}

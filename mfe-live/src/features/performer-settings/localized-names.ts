import type { InterfaceLanguage, Option } from '@platform/shared';

/**
 * Reference lists (countries, time zones) come from the API in English. Their values stay as they are (what is stored
 * and sent); only the labels follow the interface language, through the browser's own names (Intl.DisplayNames).
 * English keeps the API's labels exactly.
 */
function regionNames(lng: InterfaceLanguage): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([lng], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

/** Countries as options: value = ISO code, label = the country's name in the interface language, sorted by it. */
export function countryOptions(countries: Array<{ code: string; name: string }>, lng: InterfaceLanguage): Option[] {
  const names = lng === 'en' ? null : regionNames(lng);
  const options = countries.map((c) => ({ value: c.code, label: names?.of(c.code) ?? c.name }));
  return names ? options.sort((a, b) => a.label.localeCompare(b.label, lng)) : options;
}

/** A time zone's label: its IANA name with spaces ('America/New York'), plus its local name in other languages. */
export function timeZoneLabel(zone: string, lng: InterfaceLanguage): string {
  const plain = zone.replace(/_/g, ' ');
  if (lng === 'en') return plain;
  try {
    const part = new Intl.DateTimeFormat(lng, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return part && !/^GMT/.test(part) ? `${plain} (${part})` : plain;
  } catch {
    return plain;
  }
}

/**
 * Countries and regions participants come from, as ISO 3166-1 alpha-2 codes. Only the code is
 * stored; the name is the browser's own translation in the interface language, so the list needs
 * no translation table and reads the way each locale's users expect.
 */
import { REGION_NAMES_ELEMENT } from '@common/page-content';
import { isServer, serverRequest } from '@/ssr/serverRequest';
import { pageJson } from '@/utils/pageJson';

// prettier-ignore
export const COUNTRY_CODES = [
  'AE', 'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CZ', 'DE', 'DK', 'EG', 'ES', 'FI', 'FR',
  'GB', 'GR', 'HK', 'HU', 'ID', 'IE', 'IL', 'IN', 'IR', 'IT', 'JP', 'KE', 'KR', 'KZ', 'MA', 'MO', 'MX', 'MY',
  'NG', 'NL', 'NO', 'NZ', 'PE', 'PH', 'PK', 'PL', 'PT', 'QA', 'RO', 'RU', 'SA', 'SE', 'SG', 'TH', 'TR', 'TW',
  'UA', 'US', 'UY', 'VN', 'ZA',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      // An engine without Intl.DisplayNames still gets a usable list: the codes themselves.
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

let sentWithPage: Record<string, unknown> | undefined;

/** The names a page the server rendered came with (REGION_NAMES_ELEMENT), by `<locale>:<code>`. */
const namesSentWithPage = () => (sentWithPage ??= pageJson(REGION_NAMES_ELEMENT));

/** The name of a country or region in the given locale; unknown or free-text values come back as they are. */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  // A country (ISO 3166-1, `CN`) or a wider region (UN M.49, `150` Europe); anything else is free text.
  if (!/^([A-Z]{2}|\d{3})$/.test(code)) return code;
  const key = `${locale}:${code}`;
  if (!isServer) {
    const sent = namesSentWithPage()[key];
    if (typeof sent === 'string') return sent;
  }
  let name = code;
  try {
    name = namesFor(locale)?.of(code) ?? code;
  } catch {
    // Not a region the engine knows: the code itself.
  }
  // On the server: the page goes out with the names it showed.
  const collected = serverRequest()?.regionNames;
  if (collected) collected[key] = name;
  return name;
}

export interface CountryOption {
  value: string;
  label: string;
}

/** Every country as a select option, sorted by its name in the locale. */
export const countryOptions = (locale: string): CountryOption[] =>
  COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );

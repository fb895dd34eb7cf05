/**
 * Numbers and times of the results pages, in the reader's language. Totals and shares come in
 * millionths of a point (common/contract/scoring.ts) and show with three decimals; instants show in
 * the organisers' time zone (Beijing, as the news dates do), so every reader and the server's render
 * read the same time.
 */
const ORGANISERS_TIME_ZONE = 'Asia/Shanghai';

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  if (!formats.has(key)) formats.set(key, make());
  return formats.get(key) as F;
}

/** 52500000 → "52.500" (en-US), in millionths of a point. */
export const pointsText = (locale: string, micro: number) =>
  cached(
    `points ${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
  ).format(micro / 1_000_000);

export const integerText = (locale: string, value: number) =>
  cached(`integer ${locale}`, () => new Intl.NumberFormat(locale)).format(value);

/** 83400 → "83.4 s" (en-US). */
export const timeText = (locale: string, ms: number) =>
  cached(
    `time ${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }),
  ).format(ms / 1000);

export const dayText = (locale: string, instant: string) =>
  cached(
    `day ${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: ORGANISERS_TIME_ZONE }),
  ).format(new Date(instant));

export const momentText = (locale: string, instant: string) =>
  cached(
    `moment ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: ORGANISERS_TIME_ZONE,
      }),
  ).format(new Date(instant));

/**
 * Date formats for `intl.formatDate`. Umi's react-intl (v3) drops `dateStyle`/`timeStyle`, so the
 * parts are spelled out.
 */
export const DATE_FORMAT = { year: 'numeric', month: 'long', day: 'numeric' } as const;
export const DATE_TIME_FORMAT = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const;

import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import dayjs, { type Dayjs } from '@/utils/dayjs';
import { useCallback, useSyncExternalStore } from 'react';

export type Format = (id: string, values?: Record<string, string | number>) => string;

/** `t('key', values)` for the interface language. */
export function useT(): Format {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

export { LOCALES as CONTENT_LOCALES } from '@common/locales';
export { ATTENDANCE_STATUSES, ENROLMENT_STATUSES, TRACKS } from '@common/vocabulary';

/** A ProTable/ProForm `valueEnum` whose labels come from locale keys `<prefix><value>`. */
export const valueEnum = (t: Format, values: readonly string[], prefix: string) =>
  Object.fromEntries(values.map((v) => [v, { text: t(`${prefix}${v}`) }]));

/**
 * Narrower than antd's `md` breakpoint (768 px): a phone, upright or sideways. Read from the media
 * query at once, not after mounting as antd's `useBreakpoint` does: ProTable keeps the `fixed` of
 * its first render.
 */
export function useNarrowScreen(): boolean {
  const { token } = theme.useToken();
  const query = `(max-width: ${token.screenMDMin - 1}px)`;
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/**
 * Where a table's actions column sticks: to the right edge on wide screens; on a phone a sticky
 * column would lie over the headers of the columns scrolled under it, so the table scrolls whole.
 */
export function useActionsFixed(): 'right' | undefined {
  return useNarrowScreen() ? undefined : 'right';
}

/** Form rules with their messages from the locale files. */
export function useRules() {
  const t = useT();
  return {
    required: [{ required: true, message: t('admin.rule.required') }],
    length: (min: number, max: number) => ({ min, max, message: t('admin.rule.length', { min, max }) }),
  };
}

export const options = (t: Format, values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, label: t(`${prefix}${value}`) }));

/** Form values hold dayjs objects or the strings the form's formatter made; the API takes ISO. */
export const toIso = (value: Dayjs | string | null | undefined) =>
  value ? dayjs(value).toISOString() : null;

export const toDay = (value: Dayjs | string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD') : '';

export const fromIso = (value: string | null | undefined) => (value ? dayjs(value) : undefined);

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * ProTable's sort state as the admin lists take it: `sorter=<field>:<ascend|descend>` (one field; the
 * column clicked last wins). No sort state, no parameter: the server's default order.
 */
export function toSorter(sort: Record<string, 'ascend' | 'descend' | null> | undefined): { sorter?: string } {
  const [field, order] = Object.entries(sort ?? {}).find(([, value]) => value) ?? [];
  return field && order ? { sorter: `${field}:${order}` } : {};
}

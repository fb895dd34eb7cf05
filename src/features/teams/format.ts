import dayjs from '@/utils/dayjs';

/** Instants from the server are ISO strings in UTC; people read them in their own time zone. */
export const dayText = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');

export const minuteText = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';

export const rangeText = (from: string, to: string, precise = false) => {
  const text = precise ? minuteText : dayText;
  return `${text(from)} – ${text(to)}`;
};

/**
 * Stands in for dayjs in Umi's generated start-up modules (config/build/dayjsOnDemand.ts): the locale
 * plugin tells it the language, and src/utils/dayjs.ts applies that language once a page loads dayjs.
 */
let current = '';
let apply: ((name: string) => void) | undefined;

const dayjsLocale = {
  /** What the locale plugin calls, as it would call dayjs's own `locale`. */
  locale(name: string) {
    current = name;
    apply?.(name);
    return name;
  },
};
export default dayjsLocale;

/** Applies the language now and at every later change. */
export function followLocale(applyLocale: (name: string) => void) {
  apply = applyLocale;
  if (current) applyLocale(current);
}

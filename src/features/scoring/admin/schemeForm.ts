import type * as API from '@common/contract';
import { LOCALES } from '@common/locales';
import { RequestError } from '@/utils/request';

/**
 * The scheme form's values: every component carries the fields of both kinds, so switching a
 * component's kind keeps what was typed; `toInput` sends only those of its kind.
 */
export type NamesValues = Partial<Record<API.Locale, string>>;
export type ItemValues = {
  key?: string;
  names?: NamesValues;
  points?: number;
  kind?: API.SheetItem['kind'];
  maxCount?: number;
};
export type CriterionValues = { key?: string; names?: NamesValues; maxMark?: number };
export type ComponentValues = {
  key?: string;
  names?: NamesValues;
  weight?: number;
  kind?: API.ScoringComponent['kind'];
  aggregate?: API.FieldComponent['aggregate'];
  attempts?: number;
  timed?: boolean;
  items?: ItemValues[];
  criteria?: CriterionValues[];
};
export type TieBreakValues = { kind?: API.TieBreak['kind']; key?: string };
export type SchemeValues = { components?: ComponentValues[]; tieBreaks?: TieBreakValues[] };

/** What the weights must add up to (the contract's `Weight`: percent). The server checks it too. */
export const WEIGHT_TOTAL = 100;

export const weightSum = (components: ComponentValues[] | undefined) =>
  (components ?? []).reduce((sum, c) => sum + (Number(c?.weight) || 0), 0);

export const blankItem = (): ItemValues => ({ kind: 'bonus', points: 10, maxCount: 1, names: {} });
export const blankCriterion = (): CriterionValues => ({ maxMark: 10, names: {} });
export const blankComponent = (): ComponentValues => ({
  kind: 'field',
  weight: 0,
  aggregate: 'best',
  attempts: 1,
  timed: false,
  names: {},
  items: [blankItem()],
  criteria: [blankCriterion()],
});

export function toValues(scheme: API.SchemeView | undefined): SchemeValues {
  if (!scheme) return { components: [blankComponent()], tieBreaks: [] };
  return {
    components: scheme.components.map((c) =>
      c.kind === 'field'
        ? { ...blankComponent(), ...c, items: c.items.map((i) => ({ ...i })), criteria: [blankCriterion()] }
        : { ...blankComponent(), ...c, criteria: c.criteria.map((r) => ({ ...r })), items: [blankItem()] },
    ),
    tieBreaks: scheme.tieBreaks.map((b) => ({ ...b })),
  };
}

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Only the locales with a name: a blank one would be refused as blank. */
const namesOf = (names: NamesValues | undefined): API.ScoringNames =>
  Object.fromEntries(LOCALES.filter((l) => trim(names?.[l])).map((l) => [l, trim(names?.[l])]));

/** The body of the PUT; positions stay those of the form, so the server's field paths name its fields. */
export function toInput(values: SchemeValues): API.SchemeInput {
  const components = (values.components ?? []).map((c): API.ScoringComponent => {
    const common = { key: trim(c.key), names: namesOf(c.names), weight: Number(c.weight ?? 0) };
    if (c.kind === 'judged') {
      return {
        ...common,
        kind: 'judged',
        criteria: (c.criteria ?? []).map((r) => ({
          key: trim(r.key),
          names: namesOf(r.names),
          maxMark: Number(r.maxMark ?? 0),
        })),
      };
    }
    return {
      ...common,
      kind: 'field',
      aggregate: c.aggregate ?? 'best',
      attempts: Number(c.attempts ?? 1),
      timed: Boolean(c.timed),
      items: (c.items ?? []).map((i) => ({
        key: trim(i.key),
        names: namesOf(i.names),
        points: Number(i.points ?? 0),
        kind: i.kind ?? 'bonus',
        maxCount: Number(i.maxCount ?? 1),
      })),
    };
  });
  const tieBreaks = (values.tieBreaks ?? [])
    .filter((b) => b?.kind && b.key)
    .map((b) => ({ kind: b.kind!, key: b.key! }));
  return { components, tieBreaks };
}

/**
 * The paths of a body's values, dotted as the server names fields (`components.0.items.1.points`):
 * the fields the form shows a sentence under. Not the objects and lists between them: the form has
 * no place for a sentence about `components.0`, which the request module must toast instead.
 */
export function leafPathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => leafPathsOf(v, prefix ? `${prefix}.${k}` : k));
}

/** The server's sentences by field (`data.fields` of a refusal), as form name paths. */
export function serverFieldErrors(error: unknown): { name: (string | number)[]; errors: string[] }[] {
  if (!(error instanceof RequestError)) return [];
  const fields = (error.info?.data as { fields?: Record<string, unknown> } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields)
    .filter(([, sentence]) => typeof sentence === 'string')
    .map(([path, sentence]) => ({
      name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [sentence as string],
    }));
}

/**
 * The sign-in page's fields: their values, and the rule each breaks, shown under it.
 *
 * The sign-in page is a visitor's page, held to the public pages' budget (README, Performance): antd's
 * Form brought rc-field-form, async-validator, the grid and scroll-into-view, 27 KB (Brotli) of a first
 * download of 200, for fields that need only "required" and a pattern. Every other form of the app is
 * antd's; this one checks those two rules, with the same messages, as antd's validator reads them.
 */
import type { ChangeEvent } from 'react';
import { useState } from 'react';

/** antd's rule, the part the sign-in form uses: `whitespace` refuses spaces alone. */
export interface FieldRule {
  required?: boolean;
  whitespace?: boolean;
  pattern?: RegExp;
  message: string;
}

const breaks = (value: string, rule: FieldRule) => {
  // As async-validator: an empty value breaks only `required`, and a pattern applies to what was typed.
  const empty = value === '' || (rule.whitespace === true && value.trim() === '');
  if (empty) return rule.required === true;
  return rule.pattern !== undefined && !rule.pattern.test(value);
};

/** The first rule the value breaks, by its place in the list; -1 when it breaks none. */
const brokenRule = (value: string, rules: FieldRule[]) => rules.findIndex((rule) => breaks(value, rule));

/** The message of the first rule the value breaks. */
export const fieldError = (value: string, rules: FieldRule[]) => rules[brokenRule(value, rules)]?.message;

/** The id of a field's message, which its input names as its description (antd's `<id>_help`). */
export const helpId = (name: string) => `${name}_help`;

export interface Fields<Name extends string> {
  values: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  /** What a field's antd input takes: its value, and its error told to the eye and to screen readers. */
  input(name: Name): {
    id: Name;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    status?: 'error';
    'aria-invalid'?: true;
    'aria-required'?: true;
    'aria-describedby'?: string;
  };
  /** Checks the fields: their values when all pass; otherwise shows why and focuses the first. */
  validate(names: Name[]): Record<Name, string> | undefined;
  /** Empties fields and forgets their errors. */
  reset(names: Name[]): void;
  /** Forgets fields' errors, as antd forgets those of the fields it no longer shows. */
  forget(names: Name[]): void;
}

/**
 * A form's fields, each checked as it changes (antd's `onChange` trigger) and all on `validate`.
 * `rules` may change between renders (the language): the latest apply, and an error, kept as the
 * rule broken, is told in the language of the moment.
 */
export function useFields<Name extends string>(
  rules: Record<Name, FieldRule[]>,
  initial: Partial<Record<Name, string>> = {},
): Fields<Name> {
  const names = Object.keys(rules) as Name[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<Name, string>,
  );
  // Each field's broken rule, by its place in the field's list (-1 or absent: none).
  const [broken, setBroken] = useState<Partial<Record<Name, number>>>({});
  const errors: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const message = rules[name][broken[name] ?? -1]?.message;
    if (message) errors[name] = message;
  }
  const check = (checked: Name[], ruleBroken: (name: Name) => number) =>
    setBroken((current) => ({
      ...current,
      ...Object.fromEntries(checked.map((name) => [name, ruleBroken(name)])),
    }));

  return {
    values,
    errors,
    input: (name) => ({
      id: name,
      value: values[name],
      onChange: (event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        check([name], () => brokenRule(value, rules[name]));
      },
      ...(errors[name] ? { status: 'error', 'aria-invalid': true, 'aria-describedby': helpId(name) } : {}),
      ...(rules[name].some((rule) => rule.required) ? { 'aria-required': true } : {}),
    }),
    validate: (checked) => {
      const found = Object.fromEntries(checked.map((name) => [name, brokenRule(values[name], rules[name])]));
      check(checked, (name) => found[name]);
      const first = checked.find((name) => found[name] >= 0);
      if (first === undefined) return values;
      document.getElementById(first)?.focus();
      return undefined;
    },
    reset: (cleared) => {
      setValues((current) => ({ ...current, ...Object.fromEntries(cleared.map((name) => [name, ''])) }));
      check(cleared, () => -1);
    },
    forget: (forgotten) => check(forgotten, () => -1),
  };
}

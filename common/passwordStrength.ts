/**
 * The one password-strength rule, shared by the SPA (the meter under the password field) and the
 * server (which refuses anything weak). It has no imports so both sides can load it as is.
 *
 * The rule counts character classes: lower-case letters, upper-case letters, digits, and anything
 * else (symbols, spaces, non-Latin letters).
 *
 *  - weak:   shorter than 8 characters, or fewer than 2 classes
 *  - strong: at least 12 characters and at least 3 classes
 *  - medium: everything in between
 *
 * A password must be at least medium to be accepted, and at most 128 characters long
 * (so hashing cannot be turned into a denial of service).
 */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const STRONG_LENGTH = 12;

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  if (length < PASSWORD_MIN_LENGTH || classes < 2) return 'weak';
  if (length >= STRONG_LENGTH && classes >= 3) return 'strong';
  return 'medium';
}

/** True when the server will accept the password. */
export const isAcceptablePassword = (password: string) =>
  [...password].length <= PASSWORD_MAX_LENGTH && passwordStrength(password) !== 'weak';

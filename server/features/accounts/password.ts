/**
 * Password rules and hashing. The strength rule itself lives in common/passwordStrength.ts so the
 * SPA's meter and the server's refusal can never disagree; see that file for the rule.
 */
import { hash, verify } from '@node-rs/argon2';
import {
  isAcceptablePassword,
  passwordStrength,
  type PasswordStrength,
} from '../../../common/passwordStrength';
import { AppError } from '../../http/errors';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordStrength } from '../../../common/passwordStrength';
export type { PasswordStrength };

// OWASP's recommended Argon2id settings (19 MiB, 2 passes, 1 lane). The library's default algorithm
// is Argon2id; the algorithm is recorded in each hash, so verification survives a future change here.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a crash.
    return false;
  }
}

/**
 * Login runs this when no account matched, so that "no such user" takes as long as "wrong password"
 * and the timing does not tell which usernames exist.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}

/** Throws a 400 unless the password is at least medium by the shared rule. */
export function assertAcceptablePassword(password: string, field = 'password'): PasswordStrength {
  if (!isAcceptablePassword(password)) {
    throw new AppError(400, 'weakPassword', undefined, { [field]: { key: 'weakPassword' } });
  }
  return passwordStrength(password);
}

/**
 * Security events in the audit log: who signed in, who failed to (the login name as typed and the
 * address, never the password tried), password changes and access changes. Each is one audit row
 * about a user (`targetType: 'user'`), with what happened in `after`.
 *
 * Failed sign-ins are recorded only when they count against a budget (plugins/login-budgets.ts), so
 * an attacker can add no more rows than the budgets allow guesses.
 */
import type { SecurityAction } from '../../../common/security-events';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';

/** How the sign-in was tried; `totp` is a right first factor with a wrong second one. */
export type SignInMethod = 'account' | 'mobile' | 'totp';

export interface SecurityEvent {
  action: SecurityAction;
  /** Who did it: the user themself, an admin, or null for a stranger. */
  actorUid: number | null;
  /** The user it is about, or null when the login named nobody. */
  uid: number | null;
  before?: unknown;
  after?: Record<string, unknown>;
}

export function recordSecurityEvent(db: Database, event: SecurityEvent, now: Date): Promise<void> {
  return audit(
    db,
    {
      actorUid: event.actorUid,
      action: event.action,
      targetType: 'user',
      targetId: event.uid,
      before: event.before,
      after: event.after,
    },
    now,
  );
}

export interface SignInAttempt {
  uid: number | null;
  method: SignInMethod;
  /** The username, email or phone as typed. */
  login: string;
  address: string;
  /** The browser showed a device cookie for this account. */
  trustedDevice: boolean;
}

export const signedIn = (db: Database, attempt: Omit<SignInAttempt, 'login'> & { uid: number }, now: Date) =>
  recordSecurityEvent(
    db,
    {
      action: 'security.signIn',
      actorUid: attempt.uid,
      uid: attempt.uid,
      after: { method: attempt.method, address: attempt.address, trustedDevice: attempt.trustedDevice },
    },
    now,
  );

export const signInFailed = (db: Database, attempt: SignInAttempt, now: Date) =>
  recordSecurityEvent(
    db,
    {
      action: 'security.signInFailed',
      actorUid: null,
      uid: attempt.uid,
      after: {
        method: attempt.method,
        login: attempt.login,
        address: attempt.address,
        trustedDevice: attempt.trustedDevice,
      },
    },
    now,
  );

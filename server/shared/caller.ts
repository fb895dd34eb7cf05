/** Who is asking, and in which language they read: what every team, enrolment and attendance rule takes. */
import type { Locale } from '../../common/locales';
import type { AccessLevel } from '../db/schema';

export interface Caller {
  uid: number;
  access: AccessLevel;
  /** The reader's locale (Accept-Language): competition names are served in it. */
  locale: Locale;
}

export const isAdmin = (caller: Caller) => caller.access === 'admin';

/**
 * Shared by the mock files (umi dev only): the envelope of the architecture page and the mock
 * session, so every mock answers the way server/ does.
 */
import type { Request, Response } from 'express';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/limits';
import type * as API from '../../common/contract';

export const ok = <T>(res: Response, data: T) => res.status(200).json({ code: 200, message: 'ok', data });

export const fail = (res: Response, status: number, message: string, data: unknown = null) =>
  res.status(status).json({ code: status, message, data });

/** A page of a fixed list, with the server's default and largest page size (common/limits.ts). */
export const page = <T>(list: T[], query: Record<string, unknown>) => {
  const current = Math.max(1, Number(query.current) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.pageSize) || DEFAULT_PAGE_SIZE));
  return {
    list: list.slice((current - 1) * pageSize, current * pageSize),
    total: list.length,
    current,
    pageSize,
  };
};

export interface MockUser extends API.CurrentUser {
  password: string;
}

const now = '2026-09-01T08:00:00.000Z';

/** What a fresh account holds before its owner fills in the settings. */
export const newUserDefaults = {
  avatar: null,
  profile: '',
  country: '',
  province: '',
  city: '',
  address: '',
  notifications: { accountPassword: true, systemMessages: true, todoTasks: true },
  security: { securityPhone: null, securityQuestion: null, backupEmail: null, mfaEnabled: false },
  bindings: { github: null, google: null, wechat: null },
  passwordStrength: 'medium' as const,
  emailVerified: false,
  unreadCount: 0,
  createdAt: now,
  twoFactor: false,
  officiates: false,
};

/** The mock accounts README lists. */
export const users: MockUser[] = [
  {
    ...newUserDefaults,
    uid: 1,
    username: 'admin',
    password: 'admin-pass-2026',
    nickname: 'Portal Admin',
    email: 'admin@example.org',
    phone: '+8613800000001',
    access: 'admin',
    profile: 'Runs the competition portal.',
    country: 'CN',
    province: 'Shanghai',
    city: 'Shanghai',
    address: '1 Expo Avenue',
    passwordStrength: 'strong',
    emailVerified: true,
    unreadCount: 2,
  },
  {
    ...newUserDefaults,
    uid: 2,
    username: 'user',
    password: 'user-pass-2026',
    nickname: 'Lin Hai',
    email: 'lin.hai@example.org',
    phone: '+8613800000002',
    access: 'user',
    profile: 'Team lead of the DeepBlue ROV team.',
    country: 'CN',
    province: 'Zhejiang',
    city: 'Hangzhou',
    address: '38 Zheda Road',
    unreadCount: 1,
  },
  {
    // Has two-factor sign-in on (any six digits pass here): the Members tab offers to turn it off.
    ...newUserDefaults,
    uid: 3,
    username: 'chen.yu',
    password: 'chen-pass-2026',
    nickname: 'Chen Yu',
    email: 'chen.yu@example.org',
    phone: '+8613800000003',
    access: 'user',
    country: 'CN',
    security: { ...newUserDefaults.security, mfaEnabled: true },
    twoFactor: true,
    // A referee too: the Scoring menu (/Referee) shows for a non-admin under umi dev.
    officiates: true,
  },
];

/** Who is signed in to the mock server; one visitor at a time is enough for umi dev. */
export const session: { uid: number | null } = { uid: null };

export const publicUser = ({ password: _password, ...user }: MockUser): API.CurrentUser => user;

/** The signed-in user, or a 401 answer (which the SPA turns into a trip to login). */
export function requireUser(_req: Request, res: Response): MockUser | undefined {
  const user = users.find((u) => u.uid === session.uid);
  if (!user) fail(res, 401, 'Please sign in first.');
  return user;
}

export function requireAdmin(req: Request, res: Response): MockUser | undefined {
  const user = requireUser(req, res);
  if (user && user.access !== 'admin') {
    fail(res, 403, 'Only administrators may do this.');
    return undefined;
  }
  return user;
}

/**
 * One portal per test file: in-memory PGlite by default, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (created for the file, dropped after it). Requests go through
 * `app.inject`, so no port is opened.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { buildApp, type App, type AppOptions } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import type { SmsMessage } from '../../server/messaging/sms';
import { migratedTemplate } from './pgliteTemplate';

export const SESSION_COOKIE = 'portal_session';

/** Every per-address and per-account limit out of the way, except in the rate-limit suite. */
export const noRateLimits: NonNullable<AppOptions['rateLimits']> = {
  loginPerIp: { max: 10_000, timeWindowMs: 60_000 },
  loginFailuresPerAccount: { max: 10_000, timeWindowMs: 60_000 },
  loginFailuresPerAccountTotal: { max: 10_000, timeWindowMs: 60_000 },
  loginFailuresPerDevice: { max: 10_000, timeWindowMs: 60_000 },
  registerPerIp: { max: 10_000, timeWindowMs: 60_000 },
  captchaPerIp: { max: 10_000, timeWindowMs: 60_000 },
  captchaPerPhone: { max: 10_000, timeWindowMs: 60_000 },
  captchaPerPhoneAndIp: { max: 10_000, timeWindowMs: 60_000 },
  captchaPerDevice: { max: 10_000, timeWindowMs: 60_000 },
  inviteFailuresPerUser: { max: 10_000, timeWindowMs: 60_000 },
  inviteFailuresPerIp: { max: 10_000, timeWindowMs: 60_000 },
  checkInFailures: { max: 10_000, timeWindowMs: 60_000 },
};

export interface TestPortal {
  app: App;
  /** Codes the app "sent" by SMS, newest last. */
  sms: SmsMessage[];
  /** Moves the app's clock forward; otherwise it stands still. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`).catch(async (error: unknown) => {
    await admin.end();
    throw error;
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A bare database for domain tests, without the HTTP app around it: in-memory PGlite, or a fresh
 * database on TEST_DATABASE_URL's server.
 */
export async function openTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await createDatabase(adminUrl) : undefined;
  const memoryTemplate = database ? undefined : await migratedTemplate();
  const handle = await openDatabase({ dataDir: 'memory', databaseUrl: database?.url, memoryTemplate }).catch(
    async (error: unknown) => {
      await database?.drop();
      throw error;
    },
  );
  return {
    db: handle.db,
    async close() {
      await handle.close();
      await database?.drop();
    },
  };
}

export async function startPortal(
  options: AppOptions = {},
  /** Runs between building and starting the app, e.g. to watch routes being registered. */
  beforeReady?: (app: App) => void,
): Promise<TestPortal> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await createDatabase(adminUrl) : undefined;
  // The app's clock stands still unless a test moves it: rules that depend on the time (check-in
  // codes, windows, expiry) then give the same answer however slowly the machine runs.
  const start = Date.now();
  let offset = 0;
  const sms: SmsMessage[] = [];
  const app = buildApp({
    dataDir: 'memory',
    databaseUrl: database?.url,
    memoryTemplate: database ? undefined : await migratedTemplate(),
    distDir: '/nonexistent-dist',
    rateLimits: noRateLimits,
    clock: () => new Date(start + offset),
    smsSender: {
      async sendLoginCode(message) {
        sms.push(message);
      },
    },
    ...options,
  });
  try {
    beforeReady?.(app);
    await app.ready();
  } catch (error) {
    // Leave nothing open, or the test process would never exit.
    await app.close().catch(() => undefined);
    await database?.drop();
    throw error;
  }
  return {
    app,
    sms,
    advance: (ms) => {
      offset += ms;
    },
    async close() {
      await app.close();
      await database?.drop();
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T };
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
  /** The session cookie the answer set, '' when it cleared it, undefined when it did not touch it. */
  session?: string;
}

export interface CallOptions {
  body?: unknown;
  session?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call<T = unknown>(
  app: App,
  method: Method,
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
  const response = await app.inject({
    method,
    url,
    query: options.query,
    headers,
    remoteAddress: options.remoteAddress,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  let body: Answer<T>['body'];
  try {
    body = response.json();
  } catch {
    body = { code: NaN, message: response.body, data: undefined as T };
  }
  return {
    status: response.statusCode,
    body,
    headers: response.headers,
    raw: response.body,
    session: cookie ? cookie.value : undefined,
  };
}

let counter = 0;
/** A unique, valid username/email/phone for this test run. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${counter}${randomBytes(2).toString('hex')}`;
  return {
    username: tag,
    email: `${tag}@example.com`,
    password: 'Correct-Horse-9',
    phone: `+86138${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
  };
}

export async function registerAccount(app: App, account = newAccount(), remoteAddress?: string) {
  const answer = await call<{ uid: number; username: string }>(app, 'POST', '/api/register', {
    body: account,
    remoteAddress,
  });
  if (answer.status !== 200) throw new Error(`register failed: ${answer.raw}`);
  return { ...account, uid: answer.body.data.uid };
}

export async function login(app: App, username: string, password: string): Promise<string> {
  const answer = await call(app, 'POST', '/api/login/account', {
    body: { type: 'account', username, password },
  });
  if (answer.status !== 200 || !answer.session) throw new Error(`login failed: ${answer.raw}`);
  return answer.session;
}

/** A registered, signed-in user. */
export async function signedInUser(app: App, prefix = 'user') {
  const account = await registerAccount(app, newAccount(prefix));
  return { ...account, session: await login(app, account.username, account.password) };
}

/** Fails when an answer carries anything that looks like a password hash or a session id. */
export function assertNoSecrets(raw: string, sessionTokens: string[] = []) {
  if (/\$argon2/i.test(raw)) throw new Error(`answer contains a password hash: ${raw}`);
  if (/password_?hash|passwordHash|sessionId/i.test(raw))
    throw new Error(`answer names a secret field: ${raw}`);
  for (const token of sessionTokens) {
    if (token && raw.includes(token)) throw new Error('answer contains a session token');
  }
}

/**
 * A complete, valid settings body for PUT /api/user/user/:uid. It changes the email, so it carries
 * newAccount's password, which users changing their own email must give (admins' edits ignore it).
 */
export function settingsBody(uid: number, overrides: Record<string, unknown> = {}) {
  return {
    uid,
    password: 'Correct-Horse-9',
    nickname: 'Robo Builder',
    avatar: null,
    email: `settings${uid}-${randomBytes(2).toString('hex')}@example.com`,
    phone: `+86139${String(10_000_000 + uid * 7919 + Math.floor(Math.random() * 1000))}`.slice(0, 15),
    profile: 'Builds underwater robots.',
    country: 'China',
    province: 'Zhejiang',
    city: 'Hangzhou',
    address: '1 Robot Road',
    notifications: { accountPassword: true, systemMessages: false, todoTasks: true },
    security: { securityPhone: null, securityQuestion: null, backupEmail: null, mfaEnabled: false },
    bindings: { github: null, google: null, wechat: null },
    ...overrides,
  };
}

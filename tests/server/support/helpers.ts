/**
 * One portal per test file: in-memory PGlite by default, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (created for the file, dropped after it). Requests go through
 * `app.inject`, so no port is opened.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type * as API from '../../../common/contract';
import { buildApp, type App, type AppOptions } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import type { SmsMessage } from '../../../server/messaging/sms';
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

export async function login(app: App, username: string, password: string): Promise<string> {
  const answer = await call(app, 'POST', '/api/login/account', {
    body: { type: 'account', username, password },
  });
  if (answer.status !== 200 || !answer.session) throw new Error(`login failed: ${answer.raw}`);
  return answer.session;
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

export const rules = (answer: { body: { data: unknown } }) =>
  ((answer.body.data as API.RuleFailure | null)?.violations ?? []).map((v) => v.rule);

/**
 * The rows of a CSV download, its BOM dropped: enough of RFC 4180 (quoted cells, doubled quotes,
 * CRLF or LF line ends) to read what csv-stringify writes.
 */
export function csvRows(raw: string): string[][] {
  const text = raw.replace(/^\ufeff/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

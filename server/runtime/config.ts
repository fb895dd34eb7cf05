/** The server's settings from the environment, checked once at start. README lists them. */
import { isIP } from 'node:net';
import { defaultRateLimits, type RateLimitSettings } from '../plugins/rate-limit';
import { DEFAULT_LIMITS, type SandboxLimits } from '../features/simulation/sandbox/limits';
import { STORAGE_KINDS, type StorageKind } from './storage';

/** Fastify's `trustProxy`: how many proxies stand in front, or their addresses; never "every hop". */
export type TrustProxy = false | number | string[];

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  adminEmail: string;
  secureCookie: boolean;
  trustProxy: TrustProxy;
  allowedOrigins: string[];
  logLevel: string;
  /** ADMIN_REQUIRE_2FA: admins must turn on two-factor sign-in before admin pages and API open. */
  adminRequireTwoFactor: boolean;
  smtpUrl?: string;
  mailFrom?: string;
  publicUrl?: string;
  /** DATABASE_TIMEOUT_MS: PostgreSQL only, how long one query may take before the request answers 503. */
  databaseTimeoutMs?: number;
  /** STORAGE: where uploads go; unset, the app chooses (the database with DATABASE_URL, else the folder). */
  storage?: StorageKind;
  /** JOB_EXPIRE_SECONDS: PostgreSQL only, how long a job may run before another process retries it. */
  jobExpireSeconds?: number;
  /** SIMULATION_TRIAL_SECONDS: how long one simulation trial may last (60 s by default). */
  sandboxLimits?: SandboxLimits;
  /** LOGIN_LIMIT_PER_IP: the sign-ins one client address may try in the limit's window. */
  rateLimits?: Partial<RateLimitSettings>;
}

const flag = (value: string | undefined) =>
  value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/** A whole number of at least `min` from `env[name]`, or undefined when it is unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, what: string): number | undefined {
  const text = nonEmpty(env[name]);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!(Number.isInteger(value) && value >= min))
    throw new Error(`${name} must be ${what}, at least ${min}, not "${env[name]}"`);
  return value;
}

/**
 * TRUST_PROXY: a number of proxy hops (`1` for one reverse proxy), or a comma-separated list of the
 * proxies' addresses or CIDR ranges. Trusting every hop would let a client's own X-Forwarded-For
 * choose its address and escape every per-address limit, so `true` means one hop.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = nonEmpty(value)?.toLowerCase();
  if (!text || ['0', 'false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (/^[0-9]+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    const [ip, bits, ...rest] = address.split('/');
    const version = isIP(ip ?? '');
    const bitsOk =
      bits === undefined || (/^[0-9]+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!version || !bitsOk || rest.length)
      throw new Error(`TRUST_PROXY must be a number of proxies or a list of their addresses, not "${value}"`);
  }
  return addresses;
}

/** PUBLIC_URL: an http(s) origin, perhaps with a path the portal is served under; no query. */
export function readPublicUrl(value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, not "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash)
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, not "${value}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** STORAGE: `folder` or `postgres`, or unset. */
export function readStorage(value: string | undefined): StorageKind | undefined {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return undefined;
  if (!(STORAGE_KINDS as readonly string[]).includes(text))
    throw new Error(`STORAGE must be ${STORAGE_KINDS.join(' or ')}, not "${value}"`);
  return text as StorageKind;
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  // Without PUBLIC_URL a link's address comes from the request's Host, which whoever asks for a
  // reset chooses: fine for the outbox of a fresh install, not for mail that reaches people.
  if (nonEmpty(env.SMTP_URL) && !nonEmpty(env.PUBLIC_URL))
    throw new Error('SMTP_URL needs PUBLIC_URL: the address of the portal that links in mail point to');
  const databaseTimeoutMs = wholeNumber(env, 'DATABASE_TIMEOUT_MS', 100, 'a number of milliseconds');
  const jobExpireSeconds = wholeNumber(env, 'JOB_EXPIRE_SECONDS', 1, 'a whole number of seconds');
  const loginLimitPerIp = wholeNumber(env, 'LOGIN_LIMIT_PER_IP', 1, 'a whole number of sign-ins');
  const trialSeconds = wholeNumber(env, 'SIMULATION_TRIAL_SECONDS', 1, 'a whole number of seconds');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: nonEmpty(env.DATA_DIR) ?? './data',
    distDir: nonEmpty(env.DIST_DIR) ?? './dist',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminUsername: nonEmpty(env.ADMIN_USERNAME) ?? 'admin',
    // Not trimmed: spaces may be part of a password.
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminEmail: nonEmpty(env.ADMIN_EMAIL) ?? 'admin@portal.local',
    secureCookie: flag(env.SESSION_COOKIE_SECURE),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    adminRequireTwoFactor: flag(env.ADMIN_REQUIRE_2FA),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    databaseTimeoutMs,
    storage: readStorage(env.STORAGE),
    jobExpireSeconds,
    sandboxLimits: trialSeconds ? { ...DEFAULT_LIMITS, trialMs: trialSeconds * 1000 } : undefined,
    rateLimits: loginLimitPerIp
      ? { loginPerIp: { ...defaultRateLimits.loginPerIp, max: loginLimitPerIp } }
      : undefined,
  };
}

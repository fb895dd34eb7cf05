/** The server's settings from the environment, checked once at start. README lists them. */

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
  trustProxy: boolean;
  allowedOrigins: string[];
  logLevel: string;
}

const flag = (value: string | undefined) =>
  value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
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
    trustProxy: flag(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}

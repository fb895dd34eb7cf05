/** A throwaway database of its own for one benchmark run, on the server `adminUrl` names. */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** Creates a database, hands its URL to `use`, and drops it afterwards whatever happens. */
export async function withBenchDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    return await use(Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString());
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

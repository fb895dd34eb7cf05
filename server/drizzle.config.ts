import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new migration after server/db/schema/ changes; commit it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});

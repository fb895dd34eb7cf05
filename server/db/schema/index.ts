/**
 * The one database schema, for both drivers (PGlite and PostgreSQL), one file per feature. Migrations in ./migrations are
 * generated from these files with `npm run db:generate`; never edit a migration that has shipped.
 *
 * Conventions later tables follow: snake_case columns, `timestamptz` for instants, text columns with
 * CHECK constraints instead of Postgres enums (adding a value to a CHECK is a plain migration, adding
 * one to an enum is not transactional), and `on delete cascade` from rows that belong to a user.
 * Teams, competitions, enrolments, attendance and news reference `users.uid` the same way.
 */
export * from './accounts';
export * from './attendance';
export * from './audit';
export * from './competitions';
export * from './content';
export * from './enrolment';
export * from './events';
export * from './jobs';
export * from './notices';
export * from './platform';
export * from './scoring';
export * from './simulation';
export * from './teams';
export * from './uploads';

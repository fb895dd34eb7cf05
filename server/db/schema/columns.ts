import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `IN (...)` for a CHECK constraint; the values are our own constants, never user input. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Sorting of admin lists: `sorter=<field>:<ascend|descend>`, on the fields each list names. */
import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The ORDER BY for a sorter: the named field's expression in the asked direction, or the list's
 * default. An unknown field is ignored (the list keeps its default order) rather than refused, as
 * table components send whatever column the person clicked.
 */
export function orderOf(sorter: string | undefined, fields: Record<string, SQLWrapper>, fallback: SQL): SQL {
  const [field, order] = (sorter ?? '').split(':');
  const expression = field && Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!expression) return fallback;
  return order === 'descend' ? desc(expression) : asc(expression);
}

/**
 * The table of operations as the mocks and the tests walk it: by `METHOD /path`, and every operation
 * of a module. Not for the SPA, which calls operations one by one.
 */
import type { Operation } from './operation';

/** `METHOD /path`: how Umi's mocks and the route table name an operation. */
export const routeKey = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every operation in a module or table of them, however deeply grouped. */
export function operationsIn(tree: object): Operation[] {
  return Object.values(tree).flatMap((value) =>
    isOperation(value) ? [value] : typeof value === 'object' && value !== null ? operationsIn(value) : [],
  );
}

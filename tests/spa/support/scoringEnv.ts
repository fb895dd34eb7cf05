/**
 * What the referee tablet needs of the browser and jsdom lacks: IndexedDB (fake-indexeddb, which
 * clones values with structuredClone) and crypto.randomUUID (a browser has it in a secure context,
 * which a service worker needs anyway).
 */
import { randomUUID } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';

if (typeof globalThis.structuredClone !== 'function')
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;

if (typeof globalThis.crypto.randomUUID !== 'function')
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });

// Required, not imported: imports are hoisted above the structuredClone it needs.
require('fake-indexeddb/auto');

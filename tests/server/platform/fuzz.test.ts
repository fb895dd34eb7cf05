/**
 * Fuzz, generated from the route schemas: every write route in OpenAPI gets CASES hostile bodies,
 * made by fast-check from a valid call (the authorization matrix's, access-matrix.ts) by breaking
 * one field at a time: wrong types, lengths at and past the schema's and common/limits.ts's bounds,
 * text that grows when normalised or lower-cased, NUL, deep nesting, `__proto__` and friends, and
 * whole bodies of the wrong shape. Each is sent as the role the route serves (admins for admin
 * routes), so the checks behind the access guard are reached.
 *
 * Every answer must be below 500 and the envelope. A refused request must change nothing: a body
 * the route's schema refuses is compared against the snapshot taken before the route's batch; a
 * body the schema lets through (the domain decides) is bracketed by snapshots of its own, and when
 * the route accepts it, the snapshot after it is the new baseline. Snapshots hold every table's rows.
 *
 * The seed is fixed (FUZZ_SEED overrides it) and printed with every failure; FUZZ_CASES sets the
 * number of cases per route, FUZZ_ROUTES (a regex) picks routes, FUZZ_VERBOSE=1 prints each
 * route's answers by status.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import * as limits from '../../../common/limits';
import * as schema from '../../../server/db/schema';
import { EXPECTATIONS, expectedStatus, ROLES, type Role } from '../support/access-matrix';
import { buildWorld, everyLimitLifted, type World } from '../support/access-world';
import { SESSION_COOKIE, startPortal, type TestPortal } from '../support/helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CASES = Number(process.env.FUZZ_CASES ?? 40);

/**
 * Tables a refused request may write by design, per route (a counted failure, a security event).
 * Everything else must be exactly as it was.
 */
const WRITTEN_BY_REFUSALS: Record<string, string[]> = {
  // Failed sign-ins, wrong old passwords and wrong second factors are security events.
  'POST /api/login/account': ['audit_log'],
  'PUT /api/user/password': ['audit_log'],
  'POST /api/user/2fa/enable': ['audit_log'],
  'POST /api/user/2fa/disable': ['audit_log'],
};

/** Every request to a limited route is counted, refused or not (server/shared/rate-counters.ts). */
const COUNTERS = ['rate_counters'];

let portal: TestPortal;
let world: World;
const bodySchemas = new Map<string, TSchema | undefined>();
let operations: string[] = [];

before(async () => {
  portal = await startPortal({ rateLimits: everyLimitLifted }, (app) =>
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        bodySchemas.set(`${method} ${route.url}`, (route.schema?.body as TSchema | undefined) ?? undefined);
    }),
  );
  const document = portal.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  world = await buildWorld(portal);
});
after(() => portal?.close());

// ---------------------------------------------------------------------------------------------
// The database, as rows

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name);

/** Every table's rows, as one digest per table: one query, so it can run around every case. */
async function snapshot(): Promise<Map<string, string>> {
  // Mail and its link's token are written after the answer: an accepted case's must land first.
  await portal.app.mail.idle();
  const query = tableNames
    .map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
    )
    .join(' union all ');
  const result = await portal.app.db.execute(sql.raw(query));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    name: string;
    digest: string;
  }>;
  return new Map(rows.map((row) => [row.name, row.digest]));
}

const differences = (before: Map<string, string>, after: Map<string, string>, ignored: string[]) =>
  [...before]
    .filter(([name, digest]) => !ignored.includes(name) && after.get(name) !== digest)
    .map(([name]) => name);

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Every length common/limits.ts names, and the bounds the schema gives the field. */
const LIMIT_LENGTHS = [
  ...new Set(
    Object.values(limits)
      .flatMap((value) => (typeof value === 'object' && value !== null ? Object.values(value) : [value]))
      .filter((value): value is number => typeof value === 'number' && value > 0 && value <= 5000),
  ),
];

/** Characters whose length changes under NFC/NFKC or lower/upper case. */
const GROWING = ['İ', 'ß', 'ﬃ', 'ǰ', 'ΐ', 'e\u0301', '\u1e9e', 'Å', '\u0345'];

/** The schema of the value at `path` in a body, as far as it can be followed. */
function schemaAt(root: TSchema | undefined, path: (string | number)[]): TSchema | undefined {
  let current = root as Record<string, unknown> | undefined;
  for (const key of path) {
    if (!current) return undefined;
    const options = (current.anyOf ?? current.oneOf) as Record<string, unknown>[] | undefined;
    if (options)
      current = options.find((option) => option.type === 'object' || option.type === 'array') ?? options[0];
    if (typeof key === 'number') current = current?.items as Record<string, unknown> | undefined;
    else {
      const properties = current?.properties as Record<string, Record<string, unknown>> | undefined;
      const patterns = current?.patternProperties as Record<string, Record<string, unknown>> | undefined;
      current =
        properties?.[key] ??
        (patterns ? Object.values(patterns)[0] : undefined) ??
        (typeof current?.additionalProperties === 'object'
          ? (current.additionalProperties as Record<string, unknown>)
          : undefined);
    }
  }
  return current as TSchema | undefined;
}

function lengthsOf(field: TSchema | undefined): number[] {
  const bounds: number[] = [];
  const visit = (node: Record<string, unknown> | undefined) => {
    if (!node) return;
    for (const key of ['maxLength', 'minLength', 'maxItems', 'minItems'])
      if (typeof node[key] === 'number') bounds.push(node[key] as number);
    for (const option of (node.anyOf ?? node.oneOf ?? []) as Record<string, unknown>[]) visit(option);
  };
  visit(field as Record<string, unknown> | undefined);
  return bounds.flatMap((n) => [n - 1, n, n + 1]).filter((n) => n >= 0);
}

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
};

/** A value for one field: wrong types, edge numbers, lengths at the bounds, odd text. */
function hostileValue(field: TSchema | undefined): fc.Arbitrary<unknown> {
  const lengths = [...lengthsOf(field), ...LIMIT_LENGTHS];
  const lengthArb = fc.constantFrom(...lengths);
  return fc.oneof(
    // Wrong types and edge numbers
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53,
      1e308,
      -0,
      '',
      ' ',
      '0',
      '1e3',
    ),
    fc.constantFrom([], {}, [null], { '': '' }, ['a', 1]),
    fc.integer(),
    fc.double({ noNaN: true }),
    // Strings at and past the bounds, plain and growing
    fc.tuple(lengthArb, fc.constantFrom('a', 'Z', '1', ' ', '\u00a0', '中')).map(([n, c]) => c.repeat(n)),
    fc.tuple(lengthArb, fc.constantFrom(...GROWING)).map(([n, c]) => c.repeat(n)),
    fc.tuple(lengthArb, fc.constantFrom(...GROWING)).map(([n, c]) => `${c.repeat(n)}@x.io`),
    fc
      .tuple(lengthArb, fc.constantFrom(...GROWING))
      .map(([n, c]) => `a${c}`.repeat(Math.ceil(n / 2)).slice(0, n)),
    // NUL and other control characters, lone surrogates, bidi overrides
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      'ok\u0000',
      '\u0000@x.io',
      '\ud800',
      'a\udfffb',
      '\u202e',
      '\r\n',
      '\u001b[31m',
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    // Dates and ids that look right but are not
    fc.constantFrom(
      '2026-02-30',
      '0000-00-00',
      '9999-12-31T23:59:60Z',
      '2026-13-01T00:00:00Z',
      'NaN',
      'Infinity',
    ),
    // Deep nesting
    fc
      .tuple(fc.integer({ min: 20, max: 400 }), fc.boolean())
      .map(([depth, asArray]) => nested(depth, 'x', asArray)),
  );
}

/** Keys that mean something to JavaScript objects. */
const POISON_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => leafPaths(item, [...path, i]))];
  if (value && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))];
  return [path];
}

function setAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(body) ? [...(body as unknown[])] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

function removeAt(body: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  if (path.length === 1) {
    if (Array.isArray(body)) return body.filter((_, i) => i !== path[0]);
    const rest = { ...(body as Record<string, unknown>) };
    delete rest[path[0] as string];
    return rest;
  }
  const [head, ...rest] = path;
  return setAt(body, [head!], removeAt((body as Record<string, unknown>)[head as string], rest));
}

/** A case: the JSON text sent (so `__proto__` arrives as a key, not as a prototype). */
interface Case {
  payload: string;
  /** The value the schema is checked against (undefined for text that is not JSON). */
  parsed?: unknown;
}

const asCase = (body: unknown): Case => ({ payload: JSON.stringify(body) ?? 'null', parsed: body });

const MARK = '__fuzz_mark__';

/** Adds a key that means something to JavaScript objects, at an object inside the body, as JSON text. */
function withPoisonKey(body: unknown, path: Path, key: string, value: unknown): Case {
  const target: Path = [];
  let node = body;
  for (const step of path) {
    node = (node as Record<string, unknown>)?.[step];
    if (!node || typeof node !== 'object' || Array.isArray(node)) break;
    target.push(step);
  }
  const text = JSON.stringify(setAt(body, [...target, MARK], 0)).replace(
    `"${MARK}":0`,
    `${JSON.stringify(key)}:${JSON.stringify(value)}`,
  );
  return { payload: text, parsed: JSON.parse(text) };
}

/** The paths of the properties a schema names, optional ones too (the valid body may leave them out). */
function schemaPaths(node: TSchema | undefined, path: Path = [], depth = 0): Path[] {
  const record = node as Record<string, unknown> | undefined;
  if (!record || depth > 3) return [];
  const options = (record.anyOf ?? record.oneOf ?? []) as TSchema[];
  const properties = (record.properties ?? {}) as Record<string, TSchema>;
  return [
    ...options.flatMap((option) => schemaPaths(option, path, depth + 1)),
    ...Object.entries(properties).flatMap(([key, child]) => [
      [...path, key],
      ...schemaPaths(child, [...path, key], depth + 1),
    ]),
  ];
}

/** Sets a value at a path, making the objects on the way when the body has none there. */
const setCreating = (body: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const node = (body ?? {}) as Record<string | number, unknown>;
  const child = node[head!];
  return setAt(node, [head!], setCreating(child && typeof child === 'object' ? child : {}, rest, value));
};

function cases(base: unknown, bodySchema: TSchema | undefined): fc.Arbitrary<Case> {
  const object = base && typeof base === 'object' ? base : {};
  const known = new Set<string>();
  const paths = [...leafPaths(object), ...schemaPaths(bodySchema)].filter((path) => {
    const key = JSON.stringify(path);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  const pathArb = fc.constantFrom(...paths);
  const fieldCase = pathArb.chain((path) =>
    hostileValue(schemaAt(bodySchema, path)).map((value) => asCase(setCreating(object, path, value))),
  );
  const removed = fc
    .constantFrom(
      ...leafPaths(object)
        .filter((p) => p.length > 0)
        .concat([[]]),
    )
    .map((path) => asCase(removeAt(object, path) ?? {}));
  const poisoned = fc
    .tuple(
      pathArb,
      fc.constantFrom(...POISON_KEYS),
      fc.constantFrom<unknown>({ admin: true }, { access: 'admin' }, 1, null, 'x'),
    )
    .map(([path, key, value]) => withPoisonKey(object, path, key, value));
  const unknownField = fc
    .tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue(undefined))
    .map(([key, value]) => asCase({ ...object, [key]: value }));
  const wholeBody = fc.oneof(
    hostileValue(undefined).map(asCase),
    fc.constantFrom<Case>(
      { payload: '{' },
      { payload: '{"a":1,}' },
      { payload: '"\u0000"' },
      { payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
      { payload: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}` },
      { payload: JSON.stringify(object).replace(/^\{/, '{"__proto__":{"access":"admin"},') },
    ),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fieldCase },
    { weight: 1, arbitrary: removed },
    { weight: 2, arbitrary: poisoned },
    { weight: 1, arbitrary: unknownField },
    { weight: 1, arbitrary: wholeBody },
  );
}

/** A stable number per route, so adding a route does not change the others' cases. */
const routeSeed = (operation: string) =>
  [...operation].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) | 0, SEED);

function schemaAccepts(bodySchema: TSchema | undefined, value: unknown): boolean {
  if (!bodySchema) return true;
  try {
    return Value.Check(bodySchema, value);
  } catch {
    return true;
  }
}

/** The role the route serves, preferring one with the most standing (a leader reaches team rules). */
function servedRole(operation: string): Role {
  const expectation = EXPECTATIONS[operation]!;
  const order: Role[] = ['leader', 'admin', 'member', 'user', 'anonymous'];
  const served = order.find((role) => {
    const status = expectedStatus(expectation, role);
    return status >= 200 && status < 500 && status !== 401 && status !== 403;
  });
  assert.ok(served && ROLES.includes(served), `${operation}: no role it serves`);
  return served;
}

describe('fuzz', () => {
  test(`every write route: ${CASES} hostile bodies, no 5xx, the envelope, refusals change nothing`, async () => {
    const untested = operations.filter((operation) => !EXPECTATIONS[operation]);
    assert.deepEqual(untested, [], 'write routes without an entry in tests/server/support/access-matrix.ts');
    // Uploads are multipart, not JSON: their bytes are tested in content.test.ts.
    const routes = operations.filter((operation) => operation !== 'POST /api/admin/uploads');
    assert.ok(routes.length >= 40, `${routes.length} write routes`);
    // FUZZ_ROUTES=regex narrows a run down while chasing a failure.
    const only = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
    // The snapshot sees a write (else every comparison below would pass vacuously).
    const unchanged = await snapshot();
    await world.ask('POST', '/api/admin/phases', world.phaseBody());
    assert.ok(
      differences(unchanged, await snapshot(), []).includes('phases'),
      'the snapshot sees a new phase',
    );
    const failures: string[] = [];
    for (const operation of routes.filter((route) => !only || only.test(route))) {
      const [method, path] = operation.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const role = servedRole(operation);
      const call = await EXPECTATIONS[operation]!.request(world, role, true);
      const session = call.session ?? world.sessions[role];
      const url = path.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(String(call.params![name])),
      );
      const bodySchema = bodySchemas.get(`${method} ${path}`);
      const ignored = [...COUNTERS, ...(WRITTEN_BY_REFUSALS[operation] ?? [])];
      const seed = routeSeed(operation);
      const sample = fc.sample(cases(call.body ?? {}, bodySchema), { seed, numRuns: CASES });
      const fail = (index: number, item: Case, why: string) =>
        failures.push(
          `${operation} as ${role}, case ${index} (FUZZ_SEED=${SEED}, route seed ${seed}): ${why}\n    body: ${item.payload.slice(0, 300)}`,
        );
      const statuses: Record<number, number> = {};
      const started = Date.now();
      let snapshots = 0;
      let baseline = await snapshot();
      // True while nothing was sent since the baseline was taken, so it is also the "before".
      let baselineIsNow = true;
      for (const [index, item] of sample.entries()) {
        const refusedBySchema = item.parsed !== undefined && !schemaAccepts(bodySchema, item.parsed);
        let before: Map<string, string> | undefined;
        if (!refusedBySchema) {
          before = baselineIsNow ? baseline : await snapshot();
          snapshots += 1;
          const changed = differences(baseline, before, ignored);
          if (changed.length) fail(index, item, `a refused request before it changed ${changed.join(', ')}`);
        }
        baselineIsNow = false;
        const answer = await portal.app.inject({
          method,
          url,
          headers: {
            'content-type': 'application/json',
            ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
          },
          payload: item.payload,
        });
        let body: { code?: unknown; message?: unknown } | undefined;
        try {
          body = answer.json();
        } catch {
          body = undefined;
        }
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        if (answer.statusCode >= 500)
          fail(index, item, `answered ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        else if (
          !body ||
          body.code !== answer.statusCode ||
          typeof body.message !== 'string' ||
          !('data' in body)
        )
          fail(index, item, `not the envelope: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        else if (refusedBySchema && answer.statusCode < 400)
          fail(index, item, `the schema refuses it, but the route answered ${answer.statusCode}`);
        if (before) {
          const after_ = await snapshot();
          if (answer.statusCode >= 400) {
            const changed = differences(before, after_, ignored);
            if (changed.length)
              fail(index, item, `refused with ${answer.statusCode} but changed ${changed.join(', ')}`);
          }
          baseline = after_;
          baselineIsNow = true;
        }
        if (failures.length > 20) break;
      }
      if (process.env.FUZZ_VERBOSE)
        console.log(
          operation,
          role,
          JSON.stringify(statuses),
          `${Date.now() - started} ms`,
          `${snapshots} bracketed`,
        );
      const changed = differences(baseline, await snapshot(), ignored);
      if (changed.length)
        failures.push(`${operation} as ${role}: refused requests changed ${changed.join(', ')}`);
      if (failures.length > 20) break;
    }
    assert.deepEqual(failures, [], `FUZZ_SEED=${SEED}\n${failures.join('\n')}`);
  });
});

/**
 * npm run test:api runs the API files in shares (tests/api/shares.ts): no file may be left out of
 * every share or run twice, no share may lack its runner, and a narrowed run names only files that exist.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { apiTestFiles, shareOfRunner, shares } from '../../api/shares';

const ROOT = path.resolve(__dirname, '../../..');
const RUNNERS = path.join(ROOT, 'tests/api/shares');

/** Every `*.test.ts` under the suite's folders, at any depth, by name. */
const onDisk = ['tests/server', 'tests/build']
  .flatMap((folder) => readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }))
  .map((file) => path.basename(file))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => name.slice(0, -'.test.ts'.length))
  .sort();

describe('the API suite in shares', () => {
  test('every test file is in exactly one share, whatever the number of shares', () => {
    for (const count of [1, 2, 3, 5]) {
      const split = shares(apiTestFiles(''), count);
      assert.equal(split.length, count);
      assert.deepEqual(split.flat().sort(), onDisk, `${count} shares`);
    }
  });

  test('the two slowest files run in different shares', () => {
    const [first, second] = shares(apiTestFiles(''), 2);
    assert.ok(first.length > 0 && second.length > 0);
    assert.notEqual(first.includes('durability'), first.includes('data-folder'));
  });

  test('the runners in shares/ are every share of one split, each once', () => {
    const runners = readdirSync(RUNNERS).map((name) => ({
      name,
      share: shareOfRunner(name),
    }));
    assert.ok(runners.length > 0);
    for (const { name, share } of runners) assert.ok(share, `${name} is named <n>-of-<count>.ts`);
    const [count] = new Set(runners.map(({ share }) => share!.count));
    assert.deepEqual(
      runners.map(({ share }) => share!.index).sort((a, b) => a - b),
      Array.from({ length: count }, (_, i) => i + 1),
      'one runner for each share, all of the same split',
    );
    assert.equal(new Set(runners.map(({ share }) => share!.count)).size, 1, 'all of the same split');
  });

  test('a runner named outside the pattern or past its count is no share', () => {
    assert.deepEqual(shareOfRunner('/x/shares/2-of-3.ts'), { index: 2, count: 3 });
    assert.equal(shareOfRunner('3-of-2.ts'), undefined);
    assert.equal(shareOfRunner('0-of-2.ts'), undefined);
    assert.equal(shareOfRunner('all.ts'), undefined);
  });

  test('API_TEST_FILES narrows the suite to the files it names', () => {
    assert.deepEqual(apiTestFiles(' teams  durability '), ['durability', 'teams']);
    assert.deepEqual(shares(apiTestFiles('teams durability'), 2).flat().sort(), ['durability', 'teams']);
  });

  test('a name that is no test file is refused, so a narrowed run cannot quietly test less', () => {
    assert.throws(() => apiTestFiles('teams team'), /API_TEST_FILES names no such test file: team$/);
  });
});

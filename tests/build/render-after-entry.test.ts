/**
 * The app starts in a task after the entry script's (config/build/renderAfterEntry.ts): the edit finds the
 * call in the template Umi writes the entry from, once, and defers it to a timer.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { applyEdits } from '../../config/build/exactEdits.cjs';
import { ENTRY_EDITS } from '../../config/build/renderAfterEntry';

const require = createRequire(import.meta.url);
const TEMPLATE = path.join(
  path.dirname(createRequire(require.resolve('umi')).resolve('@umijs/preset-umi/package.json')),
  'templates',
  'umi.tpl',
);

test("Umi's entry calls render() once, at the end, and the edit makes that call a timer's", () => {
  const template = readFileSync(TEMPLATE, 'utf8');
  assert.equal(template.split('\nrender();').length, 2);
  const edited = applyEdits(template, ENTRY_EDITS, 'umi.tpl');
  assert.doesNotMatch(edited, /^render\(\);/m);
  assert.match(edited, /^setTimeout\(render\);/m);
});

test('a Umi whose entry reads otherwise fails the build', () => {
  assert.throws(
    () => applyEdits('render().then(done);', ENTRY_EDITS, 'umi.ts'),
    /umi\.ts: expected text not found/,
  );
});

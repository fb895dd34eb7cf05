/**
 * Which of antd's imports the build defers (config/build/antdParts.ts): exactly the listed import from the
 * listed antd module, never the same words from elsewhere.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { deferredPart } from '../../config/build/antdParts';

const antd = (folder: string) => path.join('/app', 'node_modules', 'antd', 'es', ...folder.split('/'));
const parts = path.resolve(__dirname, '../../src/components/AntdParts');

describe('antd parts loaded on demand', () => {
  test("Card's tabs, Typography's tooltip and editor, and Result's illustrations are deferred", () => {
    assert.equal(deferredPart(antd('card'), '../tabs'), path.join(parts, 'Tabs'));
    assert.equal(deferredPart(antd('typography/Base'), '../../tooltip'), path.join(parts, 'Tooltip'));
    assert.equal(deferredPart(antd('typography/Base'), '../Editable'), path.join(parts, 'Editable'));
    assert.equal(deferredPart(antd('form'), '../tooltip'), path.join(parts, 'Tooltip'));
    assert.equal(deferredPart(antd('pagination'), '../select'), path.join(parts, 'Select'));
    assert.equal(deferredPart(antd('breadcrumb'), '../dropdown/dropdown'), path.join(parts, 'Dropdown'));
    assert.equal(deferredPart(antd('result'), './noFound'), path.join(parts, 'Result-noFound'));
  });

  test('the same import from another module, or from our own code, is left alone', () => {
    // antd's own index exports Tabs: a page that asks for Tabs gets them at once.
    assert.equal(deferredPart(antd(''), './tabs'), undefined);
    assert.equal(deferredPart(antd('menu'), '../tooltip'), undefined);
    assert.equal(deferredPart(antd('typography'), '../tooltip'), undefined);
    assert.equal(deferredPart(path.join('/app', 'src', 'card'), '../tabs'), undefined);
    // A folder that merely ends like antd's is not antd.
    assert.equal(
      deferredPart(path.join('/app', 'node_modules', 'not-antd', 'es', 'card'), '../tabs'),
      undefined,
    );
  });
});

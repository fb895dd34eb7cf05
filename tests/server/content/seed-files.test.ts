/**
 * The seed's data files (server/seed/content): they load into today's items with the season's facts
 * written out, and a broken file stops the load with a message naming the file and the field.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { SEASON } from '../../../common/season';
import { loadContentSeed } from '../../../server/seed/load';
import { formatDateRange } from '../../../server/seed/season-text';

describe('the seed’s files', () => {
  test('load into every item of the first start, with the season written out', () => {
    const seed = loadContentSeed();
    assert.equal(seed.length, 164);
    assert.equal(seed.filter((item) => item.kind === 'news').length, 11);
    assert.ok(!JSON.stringify(seed).includes('{{'), 'no placeholder is left');
    const opening = seed.filter((item) => item.kind === 'news')[10].translations['en-US']!;
    assert.equal(opening.title, `The ${SEASON.year} season opens: fifth edition, four tracks, free entry`);
    const finals = formatDateRange('en-US', SEASON.finals.startsOn, SEASON.finals.endsOn);
    assert.ok(opening.body!.includes(`| ${finals} | World Finals at the ${SEASON.venue['en-US']} |`));
    // The line kept only while the season reviews enrolments.
    assert.equal(
      opening.body!.includes('The Organising Committee reviews every entry'),
      SEASON.requiresApproval,
    );
    const intro = seed.find((item) => item.category === 'welcome' && item.slug === 'intro')!;
    assert.equal(intro.translations['zh-CN']!.title, '欢迎新参赛者');
  });

  describe('a broken file stops the load, naming the file and the field', () => {
    const root = mkdtempSync(join(tmpdir(), 'seed-files-'));
    after(() => rmSync(root, { recursive: true, force: true }));

    /** A folder of one section, `about/Feature1`, with the files given. */
    const folderWith = (name: string, files: Record<string, string>) => {
      const dir = join(root, name, 'section', 'about', 'Feature1');
      mkdirSync(dir, { recursive: true });
      for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
      return join(root, name);
    };
    const item = 'position: 0\nstatus: published\n';
    // A value may end in `---`: only a line of its own closes the front matter.
    const text =
      '---\ntitle: About\nsummary: "{{year}}"\nfields:\n  note: to be continued ---\n---\n\nThe body.\n';

    test('a good folder loads', () => {
      const [loaded] = loadContentSeed(folderWith('good', { 'item.yaml': item, 'en-US.md': text }));
      assert.equal(loaded.slug, 'Feature1');
      assert.deepEqual(loaded.translations['en-US'], {
        title: 'About',
        summary: String(SEASON.year),
        fields: { note: 'to be continued ---' },
        body: 'The body.',
      });
    });

    const broken: [string, Record<string, string>, RegExp][] = [
      [
        'a missing title',
        { 'item.yaml': item, 'en-US.md': '---\nsummary: Hi\n---\n' },
        /Feature1\/en-US\.md: field "title" is missing/,
      ],
      [
        'an unknown locale',
        { 'item.yaml': item, 'en-US.md': text, 'fr-FR.md': text },
        /Feature1\/fr-FR\.md: is neither item\.yaml nor <locale>\.md/,
      ],
      [
        'a bad field',
        { 'item.yaml': 'position: first\nstatus: published\n', 'en-US.md': text },
        /Feature1\/item\.yaml: field "position"/,
      ],
      [
        'an unknown field',
        { 'item.yaml': `${item}colour: red\n`, 'en-US.md': text },
        /Feature1\/item\.yaml: field "colour" is not a field/,
      ],
      [
        'an unknown placeholder',
        { 'item.yaml': item, 'en-US.md': '---\ntitle: "{{venu}}"\n---\n' },
        /Feature1\/en-US\.md: field "title": unknown placeholder "venu"/,
      ],
      [
        'a bad status',
        { 'item.yaml': 'status: live\n', 'en-US.md': text },
        /Feature1\/item\.yaml: field "status"/,
      ],
    ];
    for (const [what, files, message] of broken) {
      test(what, () => {
        const name = what.replace(/\W+/g, '-');
        assert.throws(() => loadContentSeed(folderWith(name, files)), message);
      });
    }
  });
});

/**
 * The referee's service worker (config/build/refereeWorker.ts) precaches what /Referee runs and no
 * other page, fails the build when Umi names that page's chunks otherwise, and caches only the GETs
 * the page makes.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { refereeFiles, workerOptions } from '../../config/build/refereeWorker';

interface FakeGroup {
  name: string | null;
  getFiles(): string[];
  childrenIterable: FakeGroup[];
}

const group = (name: string | null, children: FakeGroup[] = []): FakeGroup => ({
  name,
  getFiles: () => [`${name ?? 'lazy'}-${children.length}.js`],
  childrenIterable: children,
});

/** A build as webpack reports it: the entry, whose lazy imports are each route and part. */
function build(pageName = 'p__Referee__index') {
  const pageLazy = group(null);
  const page = group(pageName, [pageLazy]);
  const layout = group('t__plugin-layout__Layout', [group('layout-toast')]);
  const wrapper = group('wrappers__accountMessages');
  const entry = group('umi', [
    layout,
    wrapper,
    page,
    group('p__News__index'),
    group('components__SiteLayout__index'),
    group('wrappers__adminMessages'),
    group('messages-en-US'),
    group('account-messages-zh-CN'),
    group('signIn-messages-pt-BR'),
    group('admin-messages-en-US'),
    group(null),
  ]);
  const named = [entry, ...entry.childrenIterable].filter((g) => g.name);
  return {
    entrypoints: new Map([['umi', entry]]),
    namedChunkGroups: new Map(named.map((g) => [g.name!, g])),
  };
}

describe('refereeWorker', () => {
  test('precaches the entry, the layout, the wrapper, the page and what they load, and the messages it speaks', () => {
    const files = [...refereeFiles(build())].sort();
    assert.deepEqual(files, [
      'account-messages-zh-CN-0.js',
      'layout-toast-0.js',
      'lazy-0.js',
      'messages-en-US-0.js',
      'p__Referee__index-1.js',
      'signIn-messages-pt-BR-0.js',
      't__plugin-layout__Layout-1.js',
      'umi-11.js',
      'wrappers__accountMessages-0.js',
    ]);
  });

  test('a build without the page under the name Umi gives it fails, naming the chunk', () => {
    assert.throws(() => refereeFiles(build('p__Scoring__index')), /no chunk group "p__Referee__index"/);
  });

  test('navigations to /Referee and the page’s GETs are cached; writes and other pages are not', () => {
    const [page, api] = workerOptions('build').runtimeCaching!;
    const matches = (pattern: unknown, url: string) => (pattern as RegExp).test(url);
    assert.ok(matches(page!.urlPattern, 'https://portal.example/Referee'));
    assert.ok(!matches(page!.urlPattern, 'https://portal.example/News'));
    for (const url of ['/api/user/currentUser', '/api/scoring/board', '/api/scoring/runs/12'])
      assert.ok(matches(api!.urlPattern, `https://portal.example${url}`), url);
    for (const url of ['/api/scoring/runs/12/commit', '/api/scoring/events', '/api/results/phases/3'])
      assert.ok(!matches(api!.urlPattern, `https://portal.example${url}`), url);
    assert.equal(api!.method, 'GET');
  });
});

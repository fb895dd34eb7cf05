/**
 * What server rendering (server/render/render-page.ts) needs of Umi's generated files:
 *
 * - the server bundle exports what the server calls (src/ssr/entry.ts) beside Umi's own: Umi's
 *   template for it has no hook for exports;
 * - the start-up state's provider renders the page while the state loads when the browser hydrates
 *   the server's HTML: Umi's draws an empty element then, which would not match it;
 * - the start-up state arrives as a transition: an urgent update to a page whose code is still on its
 *   way would have React give up hydrating it and render it anew (React's error 421);
 * - a component that hydrates takes the models' first values, not the start-up state that may have
 *   come while its code was on its way (React's errors 418 and 422 otherwise);
 * - the server bundle holds the site's pages only: the account area's pages and ProLayout, which it
 *   never renders, are a stub there, and its build takes half the time.
 *
 * Each edit names the generated text it expects: a Umi that writes other text fails the build here.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from 'umi';
import { applyEdits, type Edit } from './exactEdits.cjs';
import { SERVER_RENDERED_COMPONENTS } from '../routes';

const PROVIDER_EDITS: Edit[] = [
  [
    "import { useModel } from '@@/plugin-model';",
    "import { useModel } from '@@/plugin-model';\nimport { isHydrating } from '@/ssr/hydration';",
  ],
  [
    'const appLoaded = React.useRef(false);',
    'const appLoaded = React.useRef(false);\n  const hydrated = React.useRef(isHydrating());',
  ],
  ["typeof window !== 'undefined')", "typeof window !== 'undefined' && !hydrated.current)"],
];

const MODEL_EDITS: Edit[] = [
  [
    "import { useState, useEffect, useCallback } from 'react';",
    "import { startTransition, useState, useEffect, useCallback } from 'react';",
  ],
  [
    'setState((s) => ({ ...s, initialState: ret, loading: false }));',
    'startTransition(() => setState((s) => ({ ...s, initialState: ret, loading: false })));',
  ],
  [
    'setState((s) => ({ ...s, error: e, loading: false }));',
    'startTransition(() => setState((s) => ({ ...s, error: e, loading: false })));',
  ],
];

// A model's new value reaches the components that use it from an effect, outside the transition the
// model's own update was in: during a hydration it is passed on as a transition too.
//
// A component takes a model's value from the dispatcher when it mounts, and the dispatcher has the
// newest one: a component that hydrates the server's HTML after the start-up state has come (the
// site layout, once its code is in) would render a signed-in user's page there. It renders with the
// models' values of the app's first render instead, as the server did, and takes the newest after,
// as a transition.
const MODEL_PLUGIN_EDITS: Edit[] = [
  [
    "import React, { useContext, useEffect, useRef, useState } from 'react';",
    "import React, { startTransition, useContext, useEffect, useRef, useState } from 'react';\nimport { isHydrating, useHydratingMount } from '@/ssr/hydration';",
  ],
  [
    `    if (initialLoad.current) {
      updateRef.current(data);`,
    `    if (initialLoad.current) {
      if (isHydrating()) startTransition(() => updateRef.current(data));
      else updateRef.current(data);`,
  ],
  [
    '  data: Record<Namespaces, unknown> = {};',
    '  data: Record<Namespaces, unknown> = {};\n  firstData: Record<Namespaces, unknown> = {};',
  ],
  [
    `              dispatcher.data[namespace] = val;
              if (opts.notify) {`,
    `              dispatcher.data[namespace] = val;
              if (!opts.notify) dispatcher.firstData[namespace] = val;
              if (opts.notify) {`,
  ],
  [
    `  const [state, setState] = useState(() =>
    selectorRef.current
      ? selectorRef.current(dispatcher.data[namespace])
      : dispatcher.data[namespace],
  );`,
    `  const hydrating = useHydratingMount();
  const [state, setState] = useState(() => {
    const data = (hydrating ? dispatcher.firstData : dispatcher.data)[namespace];
    return selectorRef.current ? selectorRef.current(data) : data;
  });`,
  ],
  [
    `    dispatcher.callbacks[namespace].add(handler);
    dispatcher.update(namespace);`,
    `    dispatcher.callbacks[namespace].add(handler);
    if (isHydrating()) startTransition(() => dispatcher.update(namespace));
    else dispatcher.update(namespace);`,
  ],
];

/** `@/pages/News/Detail/index.tsx` → `News/Detail`, as route.tsx imports a route's component. */
const routePage = (request: string) => /^@\/pages\/(.+?)(?:\/index)?\.tsx$/.exec(request)?.[1];

export default (api: IApi) => {
  api.chainWebpack((memo, { ssr, webpack }) => {
    if (!ssr) return memo;
    const rendered = new Set(SERVER_RENDERED_COMPONENTS.map((component) => component.replace(/^\.\//, '')));
    const stub = path.join(api.paths.absSrcPath, 'ssr', 'notRendered.tsx');
    memo.plugin('server-renders-site-pages-only').use(webpack.NormalModuleReplacementPlugin, [
      /(^@\/pages\/.+\.tsx|[\\/]plugin-layout[\\/]Layout\.tsx)$/,
      (resource: { request: string }) => {
        const page = routePage(resource.request);
        if (page === undefined || !rendered.has(page)) resource.request = stub;
      },
    ]);
    return memo;
  });
  // The page's HTML paints before the entry script has run: deferred, the script no longer holds up
  // the end of parsing, and with it the first paint, while it downloads.
  api.modifyHTML(($) => {
    $('body > script[src]').attr('defer', '');
    return $;
  });
  api.onGenerateFiles({
    stage: Infinity,
    fn() {
      const server = path.join(api.paths.absTmpPath, 'umi.server.ts');
      if (existsSync(server)) {
        appendFileSync(
          server,
          "\nimport { serverRenderer } from '@/ssr/entry';\nexport const { prepare, renderApp } = serverRenderer(getAppRootElement);\n",
        );
      }
      for (const [file, edits] of [
        ['plugin-initialState/Provider.tsx', PROVIDER_EDITS],
        ['plugin-initialState/@@initialState.ts', MODEL_EDITS],
        ['plugin-model/index.tsx', MODEL_PLUGIN_EDITS],
      ] as const) {
        const absolute = path.join(api.paths.absTmpPath, file);
        writeFileSync(absolute, applyEdits(readFileSync(absolute, 'utf8'), edits, file));
      }
    },
  });
};

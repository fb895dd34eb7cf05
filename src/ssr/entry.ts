/**
 * What the portal's server calls in the server bundle (server/render/render-page.ts), added to Umi's own
 * exports by config/build/serverRender.ts.
 */
import { LOCALES } from '@common/locales';
import type { RenderedPage } from '@common/page-content';
import { LATER_MESSAGE_PARTS } from '@common/route-preload';
import type { ReactElement } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { loadMessages, type MessagePart } from '@/locales/load';
import { MESSAGE_PART_PATHS, SERVER_RENDERED_PATHS } from '../../config/routes';
import { serverRequest, setServerRequest, type ServerRequest } from './serverRequest';

/** The parts of the messages the pages the server renders speak: the public one, sign-in's, the account area's. */
const RENDERED_PARTS: MessagePart[] = [
  'site',
  ...LATER_MESSAGE_PARTS.filter((part) =>
    MESSAGE_PART_PATHS[part].some((path) => SERVER_RENDERED_PATHS.includes(path)),
  ),
];

/** Umi's `getAppRootElement`, which takes an Express-like request. */
type AppRootElement = (request: {
  protocol: string;
  get: (header: string) => string;
  originalUrl: string;
  url: string;
  query: Record<string, string>;
}) => Promise<() => ReactElement | undefined>;

export function serverRenderer(getAppRootElement: AppRootElement) {
  return {
    /** Every language's messages, the parts its pages speak: a page is rendered in its reader's. */
    prepare: () =>
      Promise.all(LOCALES.flatMap((locale) => RENDERED_PARTS.map((part) => loadMessages(locale, part)))),

    /**
     * The HTML of the app at `url` once every part of it has loaded (the route's code is loaded
     * anew at each render), abandoned after `abortAfterMs`, with the region names it showed. One
     * render at a time: `request` is read from one slot.
     */
    async renderApp(url: string, request: ServerRequest, abortAfterMs: number): Promise<RenderedPage> {
      const element = (
        await getAppRootElement({
          protocol: 'http',
          get: () => 'localhost',
          originalUrl: url,
          url,
          query: {},
        })
      )();
      if (!element) throw new Error(`No route renders ${url}`);
      const regionNames: Record<string, string> = {};
      setServerRequest({ ...request, regionNames });
      try {
        const html = await new Promise<string>((resolve, reject) => {
          let written = '';
          const sink = new Writable({
            write(chunk, _encoding, done) {
              written += chunk;
              done();
            },
          });
          const stream = renderToPipeableStream(element, {
            onAllReady: () => stream.pipe(sink),
            onShellError: reject,
            onError: reject,
          });
          const timer = setTimeout(
            () => stream.abort(new Error(`Rendering ${url} ran out of time`)),
            abortAfterMs,
          );
          sink.on('finish', () => {
            clearTimeout(timer);
            resolve(written);
          });
        });
        return { html, regionNames };
      } finally {
        // A render abandoned by the server may end after the next has begun: the slot is the next's.
        if (serverRequest()?.regionNames === regionNames) setServerRequest(undefined);
      }
    },
  };
}

/**
 * Toasts and notifications of the request catalogue and the app's watchers. antd's message and
 * notification (about 20 KB compressed) load with the first one shown: most visits show none, and
 * a visitor's first page should not wait for them.
 */
import type { ArgsProps } from 'antd/es/notification';

type Api = typeof import('./feedbackApi');

let api: Promise<Api> | undefined;
const load = () =>
  (api ??= import(/* webpackChunkName: "feedback" */ './feedbackApi').catch((error: unknown) => {
    // Unreachable for now (offline): the next toast tries again.
    api = undefined;
    throw error;
  }));

/** Resolves once every toast asked for so far is on screen (tests wait on it). */
let shown: Promise<unknown> = Promise.resolve();
const show = (effect: (api: Api) => void) => {
  // A toast whose code cannot be fetched (offline) is lost, not a rejection every later one carries.
  shown = Promise.all([shown, load().then(effect, () => undefined)]);
};
export const toastsShown = () => shown;

export const toast = {
  success: (content: string) => show(({ message }) => message.success(content)),
  error: (content: string) => show(({ message }) => message.error(content)),
  warning: (content: string) => show(({ message }) => message.warning(content)),
};

export const notify = {
  open: (args: ArgsProps) => show(({ notification }) => notification.open(args)),
  error: (args: ArgsProps) => show(({ notification }) => notification.error(args)),
  warning: (args: ArgsProps) => show(({ notification }) => notification.warning(args)),
  info: (args: ArgsProps) => show(({ notification }) => notification.info(args)),
  close: (key: string) => show(({ notification }) => notification.destroy(key)),
};

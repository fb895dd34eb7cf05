/** Where the build's files are served (spec section 2): the server maps this prefix onto dist/. */
export const PUBLIC_PATH = '/user/dist/';

/** The worker that builds the browser's locale data off the main thread (src/utils/warmIntl.ts). */
export const INTL_WARMUP_FILE = 'intl-warmup.js';

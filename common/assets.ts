/** Where the build's files are served (spec section 2): the server maps this prefix onto dist/. */
export const PUBLIC_PATH = '/user/dist/';

/**
 * A file at the site's root (`/zhck_logo_blue.svg`, the spec's logo): the server answers it from the
 * build, `umi dev` from `public/` (config/build/devTopLevelFiles.ts). No folder, no leading dot.
 */
export const TOP_LEVEL_FILE = /^\/([A-Za-z0-9_-][A-Za-z0-9_.-]*\.[A-Za-z0-9]+)$/;

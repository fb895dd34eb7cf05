/** Where the build's files are served (spec section 2): the server maps this prefix onto dist/. */
export const PUBLIC_PATH = '/user/dist/';

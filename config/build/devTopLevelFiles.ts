/**
 * A Umi plugin: `umi dev` answers the top-level files of `public/` at the site's root, as the server
 * does for the build (server/plugins/spa.ts). Umi's dev server has them under the public path only,
 * so the layout's logo (the spec's `/zhck_logo_blue.svg`) was a broken image in development.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from 'umi';
import { TOP_LEVEL_FILE } from '../../common/assets';

interface Request {
  method: string;
  path: string;
}
interface Response {
  sendFile: (file: string) => void;
}

/** The middleware: a GET or HEAD of a root-level file that `publicDir` holds is that file; the rest go on. */
export function topLevelPublicFiles(publicDir: string) {
  return (request: Request, response: Response, next: () => void) => {
    const name = TOP_LEVEL_FILE.exec(request.path)?.[1];
    const file = name && path.join(publicDir, name);
    if ((request.method === 'GET' || request.method === 'HEAD') && file && existsSync(file)) {
      response.sendFile(file);
      return;
    }
    next();
  };
}

export default (api: IApi) => {
  api.addBeforeMiddlewares(() => topLevelPublicFiles(path.join(api.paths.cwd, 'public')));
};

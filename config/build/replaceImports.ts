/**
 * What the Umi plugins that point some of webpack's imports elsewhere share (config/build/antdParts.ts,
 * config/build/dayjsOnDemand.ts, config/build/antdLocaleOnDemand.ts): each decides per import, from the folder
 * it is in, the module that imports it and what it asks for.
 */
import path from 'node:path';
import type { IApi } from 'umi';

/** A path with forward slashes, so that one pattern matches on every system. */
export const posixPath = (file: string) => file.split(path.sep).join('/');

export interface ImportSeen {
  /** The folder of the importing module. */
  context: string;
  /** The importing module's file, '' for an entry. */
  issuer: string;
  request: string;
}

/** Gives webpack `replacement`'s answer for each import `requests` matches; undefined leaves it alone. */
export function replaceImports(
  api: IApi,
  name: string,
  requests: RegExp,
  replacement: (seen: ImportSeen) => string | undefined,
): void {
  api.chainWebpack((memo, { webpack }) => {
    memo.plugin(name).use(webpack.NormalModuleReplacementPlugin, [
      requests,
      (resource: { context: string; request: string; contextInfo?: { issuer?: string } }) => {
        const replaced = replacement({
          context: resource.context,
          issuer: resource.contextInfo?.issuer ?? '',
          request: resource.request,
        });
        if (replaced) resource.request = replaced;
      },
    ]);
    return memo;
  });
}

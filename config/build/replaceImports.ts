/**
 * What the Umi plugins that point some of webpack's imports elsewhere share (config/build/antdParts.ts,
 * config/build/dayjsOnDemand.ts, config/build/antdLocaleOnDemand.ts): each decides per import, from the folder
 * it is in, the module that imports it and what it asks for.
 *
 * An import that a library release renames is simply not replaced, and the build would go on
 * without the saving: each plugin therefore says which replacements the browser's build must have
 * made, and the build fails naming the plugin, the package and what to look at when one is missing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** What a plugin's replacements must have done by the end of the browser's build. */
export interface ReplacementCheck {
  /** The plugin, as `.umirc.ts` names its file. */
  plugin: string;
  /** The packages whose files or generated imports it relies on; their installed versions are named. */
  packages: string[];
  /** One sentence for each replacement that did not happen, given the imports it replaced. */
  missing: (replaced: ImportSeen[]) => string[];
}

/** `antd@5.29.3`: the version installed where the build resolves it. */
export function installedVersion(name: string, from = process.cwd()): string {
  try {
    const file = createRequire(path.join(from, 'package.json')).resolve(`${name}/package.json`);
    return `${name}@${(JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version}`;
  } catch {
    return `${name} (not installed)`;
  }
}

/** The build's error for `check` after it replaced `replaced`, or undefined when every replacement happened. */
export function replacementError(
  check: ReplacementCheck,
  replaced: ImportSeen[],
  version: (name: string) => string = installedVersion,
): string | undefined {
  const missing = check.missing(replaced);
  if (!missing.length) return undefined;
  return [
    `${check.plugin} (config/build/${check.plugin}.ts) no longer applies to ${check.packages.map((name) => version(name)).join(', ')}:`,
    ...missing.map((sentence) => `  - ${sentence}`),
    'The saving it made is gone. Compare the library text it names with the plugin, and follow config/build/UPGRADING.md.',
  ].join('\n');
}

/** A webpack plugin that fails the compilation with `error()`'s message, if any, once its modules are built. */
export class FailWhenNotApplied {
  constructor(
    private readonly name: string,
    private readonly start: () => void,
    private readonly error: () => string | undefined,
  ) {}

  apply(compiler: {
    webpack: { WebpackError: new (message: string) => Error };
    hooks: {
      thisCompilation: {
        tap(
          name: string,
          fn: (compilation: {
            errors: Error[];
            hooks: { finishModules: { tap(n: string, f: () => void): void } };
          }) => void,
        ): void;
      };
    };
  }) {
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      this.start();
      compilation.hooks.finishModules.tap(this.name, () => {
        const message = this.error();
        if (message) compilation.errors.push(new compiler.webpack.WebpackError(message));
      });
    });
  }
}

/**
 * Gives webpack `replacement`'s answer for each import `requests` matches; undefined leaves it alone.
 * With `check`, `max build` fails when the browser's bundle is missing one of its replacements.
 */
export function replaceImports(
  api: IApi,
  name: string,
  requests: RegExp,
  replacement: (seen: ImportSeen) => string | undefined,
  check?: ReplacementCheck,
): void {
  api.chainWebpack((memo, { webpack, ssr }) => {
    const replaced: ImportSeen[] = [];
    memo.plugin(name).use(webpack.NormalModuleReplacementPlugin, [
      requests,
      (resource: { context: string; request: string; contextInfo?: { issuer?: string } }) => {
        const seen = {
          context: resource.context,
          issuer: resource.contextInfo?.issuer ?? '',
          request: resource.request,
        };
        const replacedBy = replacement(seen);
        if (replacedBy) {
          resource.request = replacedBy;
          replaced.push(seen);
        }
      },
    ]);
    // The browser's build only: the server bundle leaves out most pages (config/build/serverRender.ts),
    // and `max dev` keeps going on an error.
    if (check && !ssr && api.env === 'production') {
      memo
        .plugin(`${name}-applies`)
        .use(FailWhenNotApplied, [
          `${name}-applies`,
          () => replaced.splice(0),
          () => replacementError(check, replaced),
        ]);
    }
    return memo;
  });
}

/**
 * The first start's content, checked as an admin's save would be checked: a file that breaks the
 * contract stops the start with a message naming the file and the field at fault.
 */
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { ContentInput } from '../../common/contract/content';
import { readSeedFolders, SeedError } from './read';
import type { ContentSeed } from './types';

/** The file a schema error points into, and the field's name there. */
function errorSite(dir: string, path: string): { file: string; field: string } {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'translations' && parts[1])
    return { file: join(dir, `${parts[1]}.md`), field: parts.slice(2).join('.') };
  return { file: join(dir, 'item.yaml'), field: parts.join('.') };
}

function check(dir: string, input: ContentInput): void {
  const [error] = Value.Errors(ContentInput, input);
  if (!error) return;
  const missing =
    error.keyword === 'required' ? (error.params as { requiredProperties?: string[] }) : undefined;
  const extra =
    error.keyword === 'additionalProperties'
      ? (error.params as { additionalProperties?: string[] })
      : undefined;
  const name = missing?.requiredProperties?.[0] ?? extra?.additionalProperties?.[0];
  const path = name ? `${error.instancePath}/${name}` : error.instancePath;
  const { file, field } = errorSite(dir, path);
  const message = missing ? 'is missing' : extra ? 'is not a field of this file' : error.message;
  throw new SeedError(file, `field "${field || '(whole file)'}" ${message}`);
}

/** Every item under `root` (the seed's own folder by default), checked, in the order the first start writes them. */
export function loadContentSeed(root?: string): ContentSeed[] {
  return readSeedFolders(root).map(({ dir, item: { kind, ...input } }) => {
    check(dir, input);
    return { kind, ...input };
  });
}

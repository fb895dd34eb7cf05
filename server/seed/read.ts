/**
 * Reads the first start's content from its data files (server/seed/README.md describes them): the
 * folders, item.yaml and the locale files, with the season's placeholders written out. load.ts
 * checks what this reads against the contract; this half has no schema library, so jest's SPA
 * tests can read the seed too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { ContentInput, ContentText } from '../../common/contract/content';
import { isLocale, type Locale } from '../../common/locales';
import { CONTENT_CATEGORIES, CONTENT_KINDS } from '../../common/vocabulary';
import { resolvePlaceholders } from './placeholders';
import type { ContentSeed } from './types';

/** The seed's own folder, read relative to this file so that any working directory (and Umi's mock) finds it. */
export const CONTENT_DIR = join(__dirname, 'content');

/**
 * The order the first start writes the folders in, so a fresh database numbers the items as before;
 * a folder not listed follows, in alphabetical order.
 */
const FOLDER_ORDER = [
  'news',
  'section/about',
  'section/rules',
  'section/notes',
  'section/mate',
  'banner/home',
  'section/home',
  'section/welcome',
  'material/training',
  'material/periodical',
  'material/video',
  'material/highlight',
  'section/trivia',
  'material/science',
  'section/journal',
  'material/journal',
  'section/database',
  'material/database',
];

/** What an item's `item.yaml` may hold: everything of a save but its texts (and kind, category, slug: the path). */
const ITEM_KEYS = ['pinned', 'position', 'status', 'publishedAt', 'imageUrl', 'linkUrl', 'attributes'];

export class SeedError extends Error {
  constructor(file: string, message: string) {
    super(`${relative(process.cwd(), file) || file}: ${message}`);
    this.name = 'SeedError';
  }
}

const folders = (dir: string) =>
  readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();

function parseYaml(file: string, text: string): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new SeedError(file, `not valid YAML: ${(error as Error).message}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A locale's file: YAML front matter between `---` lines, then the body in Markdown. */
function readText(file: string, locale: Locale): ContentText {
  const source = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  // The closing `---` stands on a line of its own, so a `---` inside a value does not end it.
  const match = /^---\n((?:[\s\S]*?\n)?)---[ \t]*(?:\n|$)([\s\S]*)$/.exec(source);
  if (!match) throw new SeedError(file, 'must start with front matter between two "---" lines');
  const front = parseYaml(file, match[1]) ?? {};
  if (!isRecord(front)) throw new SeedError(file, 'the front matter must be a list of "field: value" lines');
  if ('body' in front) throw new SeedError(file, 'field "body": write the body under the front matter');
  const body = match[2].trim();
  const text = { ...front, ...(body ? { body } : {}) } as Record<string, unknown>;
  const resolve = (value: unknown, field: string): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return resolvePlaceholders(value, locale);
    } catch (error) {
      throw new SeedError(file, `field "${field}": ${(error as Error).message}`);
    }
  };
  for (const [key, value] of Object.entries(text)) {
    text[key] = isRecord(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, `${key}.${k}`)]))
      : resolve(value, key);
  }
  return text as unknown as ContentText;
}

/** One item's folder: `item.yaml` and one `<locale>.md` per translation. */
function readItem(
  dir: string,
  kind: ContentSeed['kind'],
  folder?: { category: string; slug: string },
): ContentSeed {
  const itemFile = join(dir, 'item.yaml');
  if (!existsSync(itemFile)) throw new SeedError(itemFile, 'is missing: every item folder has one');
  const item = parseYaml(itemFile, readFileSync(itemFile, 'utf8')) ?? {};
  if (!isRecord(item)) throw new SeedError(itemFile, 'must be a list of "field: value" lines');
  const keys = folder ? ITEM_KEYS : ['category', ...ITEM_KEYS];
  const unknown = Object.keys(item).find((key) => !keys.includes(key));
  if (unknown)
    throw new SeedError(itemFile, `field "${unknown}" is not a field of this file (${keys.join(', ')})`);
  const category = folder?.category ?? item.category;
  if (!(CONTENT_CATEGORIES[kind] as readonly unknown[]).includes(category))
    throw new SeedError(itemFile, `field "category" must be one of ${CONTENT_CATEGORIES[kind].join(', ')}`);

  const translations: Record<string, ContentText> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name === 'item.yaml') continue;
    const locale = name.replace(/\.md$/, '');
    if (!name.endsWith('.md') || !isLocale(locale))
      throw new SeedError(
        join(dir, name),
        'is neither item.yaml nor <locale>.md for a locale the portal has',
      );
    translations[locale] = readText(join(dir, name), locale);
  }
  if (!Object.keys(translations).length) throw new SeedError(dir, 'has no <locale>.md');

  const input = { category, ...(folder ? { slug: folder.slug } : {}), ...item, translations } as ContentInput;
  return { kind, ...input };
}

/** Every item under `root` with its folder, in the order the first start writes them; unchecked. */
export function readSeedFolders(root: string = CONTENT_DIR): { dir: string; item: ContentSeed }[] {
  const groups: { path: string; kind: ContentSeed['kind']; category?: string }[] = [];
  for (const kind of folders(root)) {
    if (!(CONTENT_KINDS as readonly string[]).includes(kind))
      throw new SeedError(join(root, kind), `is not a kind of content (${CONTENT_KINDS.join(', ')})`);
    const typed = kind as ContentSeed['kind'];
    // News carry their category in item.yaml: the folder orders them and names them for people.
    if (typed === 'news') {
      groups.push({ path: 'news', kind: typed });
      continue;
    }
    for (const category of folders(join(root, kind))) {
      if (!(CONTENT_CATEGORIES[typed] as readonly string[]).includes(category))
        throw new SeedError(
          join(root, kind, category),
          `is not a category of ${kind} (${CONTENT_CATEGORIES[typed].join(', ')})`,
        );
      groups.push({ path: `${kind}/${category}`, kind: typed, category });
    }
  }
  const rank = (path: string) =>
    FOLDER_ORDER.includes(path) ? FOLDER_ORDER.indexOf(path) : FOLDER_ORDER.length;
  groups.sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));

  return groups.flatMap(({ path, kind, category }) => {
    const items = folders(join(root, path)).map((name) => {
      const dir = join(root, path, name);
      return { dir, item: readItem(dir, kind, category ? { category, slug: name } : undefined) };
    });
    // News keep their folders' order (the ids a fresh database gives them); the rest go by position.
    return category ? items.sort((a, b) => (a.item.position ?? 0) - (b.item.position ?? 0)) : items;
  });
}

/** Every item under `root`, in the order the first start writes them; unchecked (load.ts checks). */
export const readContentSeed = (root?: string): ContentSeed[] =>
  readSeedFolders(root).map(({ item }) => item);

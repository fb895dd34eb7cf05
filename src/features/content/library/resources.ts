import { useIntl } from '@umijs/max';
import type * as API from '@common/contract';
import { textOf } from './attributes';
import { isLibraryTrack } from './tracks';

/**
 * The resource catalogue of /database/list and /database/listMD: items of the `database` material
 * collection whose attributes say what each file is (see "What the pages read" in server/seed/README.md).
 */
export const RESOURCE_TYPES = ['dataset', 'simulation', 'cad', 'document'] as const;
const ACCESS = ['public', 'teams'];

export interface Resource {
  item: API.ContentItem;
  type: string;
  track: string;
  format: string;
  size: string;
  version: string;
  /** `YYYY-MM-DD`. */
  updated: string;
  license: string;
  file: string;
  access: string;
}

export function toResource(item: API.ContentItem): Resource {
  const text = (key: string) => textOf(item, key) ?? '';
  return {
    item,
    type: text('type'),
    track: text('track') || 'general',
    format: text('format'),
    size: text('size'),
    version: text('version'),
    updated: text('updated'),
    license: text('license'),
    file: text('file'),
    access: text('access'),
  };
}

/** The types in their usual order, then any other type an item names. */
export function typesOf(resources: Resource[]): string[] {
  return [...new Set<string>([...RESOURCE_TYPES, ...resources.map((r) => r.type)])];
}

/** Grouped by type in that order; within a type, the server's order (position, then newest). */
export function byType(resources: Resource[]): Resource[] {
  const types = typesOf(resources);
  return [...resources].sort((a, b) => types.indexOf(a.type) - types.indexOf(b.type));
}

/** Localised names of types, tracks and access; a value the pages do not know shows as written. */
export function useResourceLabels() {
  const intl = useIntl();
  const known = (list: readonly string[], value: string, prefix: string) =>
    list.includes(value) ? intl.formatMessage({ id: `${prefix}.${value}` }) : value;
  return {
    type: (type: string) => known(RESOURCE_TYPES, type, 'database.type'),
    track: (track: string) =>
      isLibraryTrack(track) ? intl.formatMessage({ id: `database.track.${track}` }) : track,
    access: (access: string) => known(ACCESS, access, 'database.access'),
    /** Calendar days: formatted in UTC so no time zone moves them by one; anything else as written. */
    day: (iso: string, dateStyle: 'medium' | 'long') => {
      const date = new Date(`${iso}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(intl.locale, { dateStyle, timeZone: 'UTC' }).format(date);
    },
  };
}

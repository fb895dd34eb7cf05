import { SEASON } from '@common/season';
import type { AreaHeaderProps } from '@/features/content/AreaHeader';
import { AREA_PATHS } from '@common/page-content';
import type * as API from '@common/contract';

export { MATE_INTRO_SLUG } from '@common/page-content';

export interface AreaConfig {
  /** The area its sections are filed under on the server (`GET /api/sections?area=…`). */
  area: API.SectionArea;
  /** The area's own path; `/<Area>/<slug>` shows one section. */
  basePath: string;
  /** The heading above the sections; MATE has its own introduction instead. */
  header?: Omit<AreaHeaderProps, 'basePath' | 'section'>;
}

/**
 * The section areas, shared by each area's page and its `Section` route (`/About` and
 * `/About/Feature1` are two routes of one area, and pages do not import each other).
 */
export const AREAS = {
  about: {
    area: 'about',
    basePath: AREA_PATHS.about,
    header: { titleId: 'about.title', subtitleId: 'about.subtitle' },
  },
  rules: {
    area: 'rules',
    basePath: AREA_PATHS.rules,
    header: { titleId: 'rule.title', subtitleId: 'rule.subtitle', subtitleValues: { year: SEASON.year } },
  },
  notes: {
    area: 'notes',
    basePath: AREA_PATHS.notes,
    header: { titleId: 'note.title', subtitleId: 'note.subtitle' },
  },
  mate: { area: 'mate', basePath: AREA_PATHS.mate },
} satisfies Record<string, AreaConfig>;

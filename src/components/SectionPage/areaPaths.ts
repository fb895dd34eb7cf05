/**
 * Where each section area lives: `/About` lists the area's sections, `/About/<slug>` shows one. Apart
 * from areas.ts so that the entry (earlyContent.ts) can read it without the areas' headers.
 */
export const AREA_PATHS = {
  about: '/About',
  rules: '/Rule',
  notes: '/Note',
  mate: '/MATE',
} as const satisfies Partial<Record<API.SectionArea, string>>;

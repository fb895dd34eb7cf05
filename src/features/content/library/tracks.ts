import { TRACKS } from '@common/vocabulary';

/** The competition tracks, plus `general` for material that serves every track. */
export const LIBRARY_TRACKS = [...TRACKS, 'general'] as const;
export type LibraryTrack = (typeof LIBRARY_TRACKS)[number];

export const isLibraryTrack = (value: unknown): value is LibraryTrack =>
  (LIBRARY_TRACKS as readonly unknown[]).includes(value);

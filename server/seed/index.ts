/**
 * Everything visitors read on the first start: the content that was compiled into the bundle before
 * it moved to the database, item by item (news, banners, materials, sections).
 */
import { areasSeed } from './areas';
import { homeSeed } from './home';
import { librarySeed } from './library';
import { newsSeed } from './news';
import type { ContentSeed } from './types';
import { welcomeSeed } from './welcome';

export function contentSeed(): ContentSeed[] {
  return [...newsSeed(), ...areasSeed(), ...homeSeed(), ...welcomeSeed(), ...librarySeed()];
}

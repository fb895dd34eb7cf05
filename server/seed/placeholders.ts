/**
 * The season's facts inside the seed's texts: `{{finals}}`, `{{date rosterCloses noyear}}` … are
 * written out from common/season.ts when the seed loads, so changing the season changes every page.
 * server/seed/README.md lists them.
 */
import { SEASON } from '../../common/season';
import type { Locale } from '../../common/locales';
import {
  addDays,
  formatDate,
  formatDateRange,
  HOTEL_NIGHTS,
  MILESTONES,
  seasonText,
  SUBSIDISED_PEOPLE,
  type ContentLocale,
  type DateOptions,
} from './season-text';

/** The two ways today's content writes a fact; every other locale reads the English one. */
const writtenIn = (locale: Locale): ContentLocale => (locale === 'zh-CN' ? 'zh-CN' : 'en-US');

/** A day of the season: a milestone's name, or `finals+N` / `finals-N` (days from the finals' first day). */
function seasonDay(name: string): string {
  if (Object.hasOwn(MILESTONES, name)) return MILESTONES[name as keyof typeof MILESTONES];
  const offset = /^finals([+-]\d+)$/.exec(name);
  if (offset) return addDays(SEASON.finals.startsOn, Number(offset[1]));
  throw new Error(`unknown day "${name}"`);
}

const DATE_STYLES: Record<string, DateOptions> = { noyear: { year: false }, weekday: { weekday: true } };

function dateStyle(style: string | undefined, allowed: string[]): DateOptions {
  if (style === undefined) return {};
  if (!allowed.includes(style)) throw new Error(`unknown style "${style}" (one of ${allowed.join(', ')})`);
  return DATE_STYLES[style];
}

/** Conditions a line of text may depend on: `{{if requiresApproval}}`. */
const CONDITIONS: Record<string, () => boolean> = { requiresApproval: () => SEASON.requiresApproval };

/** One `{{…}}` written out in a locale. */
function placeholder(expression: string, locale: ContentLocale): string {
  const [name, ...args] = expression.trim().split(/\s+/);
  const facts = seasonText(locale);
  switch (name) {
    case 'date':
      if (args.length < 1 || args.length > 2) throw new Error('write {{date <day> [noyear|weekday]}}');
      return formatDate(locale, seasonDay(args[0]), dateStyle(args[1], ['noyear', 'weekday']));
    case 'range':
      if (args.length < 2 || args.length > 3) throw new Error('write {{range <day> <day> [noyear]}}');
      return formatDateRange(locale, seasonDay(args[0]), seasonDay(args[1]), dateStyle(args[2], ['noyear']));
    case 'track': {
      const track = SEASON.tracks.find((t) => t.track === args[0]);
      if (!track || args.length !== 2) throw new Error('write {{track <track> name|summary|capacity}}');
      if (args[1] === 'capacity') return String(track.capacity);
      if (args[1] === 'name' || args[1] === 'summary') return track[args[1]][locale];
      throw new Error(`unknown track fact "${args[1]}"`);
    }
    case 'hotelNights':
      return String(HOTEL_NIGHTS);
    case 'subsidisedPeople':
      return String(SUBSIDISED_PEOPLE);
    default: {
      const value =
        Object.hasOwn(facts, name) && args.length === 0 ? facts[name as keyof typeof facts] : undefined;
      if (typeof value !== 'string' && typeof value !== 'number')
        throw new Error(`unknown placeholder "${name}"`);
      return String(value);
    }
  }
}

/**
 * A text with its placeholders written out. A line holding `{{if <condition>}}` stays (without the
 * marker) only while the condition holds. Throws on a placeholder it does not know.
 */
export function resolvePlaceholders(text: string, locale: Locale): string {
  const written = writtenIn(locale);
  return text
    .split('\n')
    .flatMap((line) => {
      const condition = /\{\{\s*if\s+(\w+)\s*\}\}/.exec(line);
      if (!condition) return [line];
      const holds = CONDITIONS[condition[1]];
      if (!holds) throw new Error(`unknown condition "${condition[1]}"`);
      return holds() ? [line.replace(condition[0], '')] : [];
    })
    .join('\n')
    .replace(/\{\{([^{}]*)\}\}/g, (_, expression: string) => placeholder(expression, written));
}

import { ADULT_AGE } from '../../common/limits';
import { SEASON } from '../../common/season';

/**
 * The current season's facts as the content modules write them. Every date, the venue, the team
 * sizes and the ages of the running season come from common/season.ts through this module, so
 * changing that file changes every page. Dated records (news, past results) keep their own dates.
 *
 * Dates are ISO `YYYY-MM-DD` days in Beijing time (UTC+8); instants are ISO UTC strings.
 */

/** The two languages the content is written in. */
export type ContentLocale = 'zh-CN' | 'en-US';

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const ZH_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const ZH_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const EN_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

const DAY_MS = 24 * 60 * 60 * 1000;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

interface Day {
  y: number;
  m: number;
  d: number;
  weekday: number;
}

function toDay(iso: string): Day {
  const [y, m, d] = iso.split('-').map(Number);
  return { y, m, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
}

const pad = (n: number) => String(n).padStart(2, '0');

function toIso(ms: number): string {
  const t = new Date(ms);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The ISO day `days` after (or before, if negative) `iso`. */
export function addDays(iso: string, days: number): string {
  const { y, m, d } = toDay(iso);
  return toIso(Date.UTC(y, m - 1, d) + days * DAY_MS);
}

/** Days from one ISO day to another. */
export function daysBetween(from: string, to: string): number {
  const a = toDay(from);
  const b = toDay(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY_MS);
}

/** An instant read on a Beijing clock: its day and its `HH:MM`. */
export function beijing(instant: string): { date: string; time: string } {
  const t = new Date(Date.parse(instant) + BEIJING_OFFSET_MS);
  return { date: toIso(t.getTime()), time: `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}` };
}

export interface DateOptions {
  /** Write the year (default true). */
  year?: boolean;
  /** Write the day of the week (then the year is left out). */
  weekday?: boolean;
}

/** `2027 年 8 月 18 日` / `18 August 2027`; with `weekday`: `8 月 18 日（周三）` / `Wed 18 August`. */
export function formatDate(
  locale: ContentLocale,
  iso: string,
  { year = true, weekday = false }: DateOptions = {},
) {
  const day = toDay(iso);
  if (locale === 'zh-CN') {
    const md = `${day.m} 月 ${day.d} 日`;
    if (weekday) return `${md}（周${ZH_WEEKDAYS[day.weekday]}）`;
    return year ? `${day.y} 年 ${md}` : md;
  }
  const dm = `${day.d} ${EN_MONTHS[day.m - 1]}`;
  if (weekday) return `${EN_WEEKDAYS[day.weekday]} ${dm}`;
  return year ? `${dm} ${day.y}` : dm;
}

/**
 * A range of days, written once where both ends share it: `2027 年 8 月 18 日—23 日` /
 * `18–23 August 2027`, `8 月 30 日—9 月 2 日` / `30 August – 2 September`.
 */
export function formatDateRange(
  locale: ContentLocale,
  from: string,
  to: string,
  { year = true }: Pick<DateOptions, 'year'> = {},
): string {
  const a = toDay(from);
  const b = toDay(to);
  if (from === to) return formatDate(locale, from, { year });
  const sameYear = a.y === b.y;
  const sameMonth = sameYear && a.m === b.m;
  if (locale === 'zh-CN') {
    const start = year ? `${a.y} 年 ${a.m} 月 ${a.d} 日` : `${a.m} 月 ${a.d} 日`;
    if (sameMonth) return `${start}—${b.d} 日`;
    if (sameYear || !year) return `${start}—${b.m} 月 ${b.d} 日`;
    return `${start}—${b.y} 年 ${b.m} 月 ${b.d} 日`;
  }
  const end = formatDate(locale, to, { year });
  if (sameMonth) return `${a.d}–${end}`;
  if (sameYear || !year) return `${a.d} ${EN_MONTHS[a.m - 1]} – ${end}`;
  return `${formatDate(locale, from)} – ${end}`;
}

/** The months a range of days spans: `2027 年 6 月—8 月` / `June to August 2027`. */
export function formatMonthRange(locale: ContentLocale, from: string, to: string): string {
  const a = toDay(from);
  const b = toDay(to);
  if (locale === 'zh-CN') {
    if (a.y !== b.y) return `${a.y} 年 ${a.m} 月—${b.y} 年 ${b.m} 月`;
    return a.m === b.m ? `${a.y} 年 ${a.m} 月` : `${a.y} 年 ${a.m} 月—${b.m} 月`;
  }
  const month = (x: Day) => EN_MONTHS[x.m - 1];
  if (a.y !== b.y) return `${month(a)} ${a.y} to ${month(b)} ${b.y}`;
  return a.m === b.m ? `${month(a)} ${a.y}` : `${month(a)} to ${month(b)} ${a.y}`;
}

/** An instant on a Beijing clock: `2027 年 4 月 30 日 23:59` / `30 April 2027, 23:59`. */
export function formatInstant(locale: ContentLocale, instant: string): string {
  const { date, time } = beijing(instant);
  return locale === 'zh-CN' ? `${formatDate(locale, date)} ${time}` : `${formatDate(locale, date)}, ${time}`;
}

/** `5th`, `21st`, `12th`. */
export function ordinalNumber(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** `第五届` / `fifth`. */
export function ordinalWord(locale: ContentLocale, n: number): string {
  if (locale === 'zh-CN') {
    const tens = Math.floor(n / 10);
    const ones = n % 10;
    const text = n < 10 ? ZH_DIGITS[n] : `${tens > 1 ? ZH_DIGITS[tens] : ''}十${ones ? ZH_DIGITS[ones] : ''}`;
    return `第${text}届`;
  }
  return EN_ORDINALS[n - 1] ?? ordinalNumber(n);
}

/* ---------------------------------------------------------------- the season's days */

const { finals } = SEASON;

/** A day of the World Finals week: 0 is the first day (check-in), -1 the day before. */
export const finalsDay = (offset: number) => addDays(finals.startsOn, offset);

/**
 * Days of the season that common/season.ts does not hold. They are written against the season's
 * year and the finals week, so they move with it; each one is stated here and nowhere else.
 */
export const MILESTONES = {
  /** Accounts, teams and entries open with enrolment; rules version 1.0 comes out the same day. */
  registrationOpens: beijing(SEASON.enrolment.opensAt).date,
  /** Final rules revision and release of the simulation environment. */
  rulesFinal: `${SEASON.year}-03-01`,
  /** Roster changes close at 23:59; also the last day for partnership proposals. */
  rosterCloses: `${SEASON.year}-05-31`,
  /** Technical documents due at 23:59, and the last day to request visa invitation letters. */
  documentsDue: `${SEASON.year}-06-15`,
  finalistsAnnounced: `${SEASON.year}-06-30`,
  /** Sea freight and overseas shipments dispatched. */
  shipmentsDispatched: `${SEASON.year}-07-10`,
  /** Finalists confirm and submit accommodation and travel details. */
  finalistsConfirm: `${SEASON.year}-07-20`,
  /** Rule questions sent after this day are answered only at the judges' briefing on site. */
  ruleQuestionsClose: `${SEASON.year}-08-01`,
  /** Equipment delivered to the venue warehouse. */
  equipmentArrives: `${SEASON.year}-08-07`,
  /** Airport shuttles run from the day before check-in; the duty line opens that day. */
  arrival: finalsDay(-1),
  checkIn: finals.startsOn,
  safetyInspection: finalsDay(1),
  /** Opening ceremony and first runs; competition days run to `competitionEnds`. */
  opening: finalsDay(2),
  competitionEnds: finalsDay(4),
  awards: finals.endsOn,
  /** Hotel check-out, packing and airport shuttles. */
  departure: addDays(finals.endsOn, 1),
  /** Last day to hand over equipment for return shipping. */
  returnShippingEnds: addDays(finals.endsOn, 5),
} as const;

/** Nights of the subsidised hotel stay: check-in day to the morning after the awards. */
export const HOTEL_NIGHTS = daysBetween(MILESTONES.checkIn, MILESTONES.departure);

/** People per team the accommodation subsidy covers: a full team with its advisors. */
export const SUBSIDISED_PEOPLE = SEASON.team.maxStudents + SEASON.team.maxAdvisors;

/* ---------------------------------------------------------------- sentences */

/** The season's facts written out in one language, for the content modules to build sentences with. */
export function seasonText(locale: ContentLocale) {
  const zh = locale === 'zh-CN';
  const { team, ages } = SEASON;
  const date = (iso: string, options?: DateOptions) => formatDate(locale, iso, options);
  const range = (from: string, to: string, options?: Pick<DateOptions, 'year'>) =>
    formatDateRange(locale, from, to, options);
  return {
    year: SEASON.year,
    /** `第五届` / `fifth`. */
    edition: ordinalWord(locale, SEASON.edition),
    /** `第五届` / `5th`, for tables. */
    editionShort: zh ? ordinalWord(locale, SEASON.edition) : ordinalNumber(SEASON.edition),
    venue: SEASON.venue[locale],
    city: SEASON.city[locale],
    /** `北京时间` / `UTC+8`. */
    timeZone: zh ? '北京时间' : 'UTC+8',
    date,
    range,
    finals: range(finals.startsOn, finals.endsOn),
    finalsShort: range(finals.startsOn, finals.endsOn, { year: false }),
    qualifier: range(SEASON.qualifier.startsOn, SEASON.qualifier.endsOn),
    qualifierShort: range(SEASON.qualifier.startsOn, SEASON.qualifier.endsOn, { year: false }),
    enrolmentOpens: date(MILESTONES.registrationOpens),
    /** The last day of enrolment: `2027 年 4 月 30 日` / `30 April 2027`. */
    enrolmentClosesOn: date(beijing(SEASON.enrolment.closesAt).date),
    /** `2027 年 4 月 30 日 23:59` / `30 April 2027, 23:59`, Beijing time. */
    enrolmentCloses: formatInstant(locale, SEASON.enrolment.closesAt),
    /** From the qualifier to the end of the finals: `2027 年 6 月—8 月` / `June to August 2027`. */
    competitionMonths: formatMonthRange(locale, SEASON.qualifier.startsOn, finals.endsOn),
    /** `14—25` / `14–25`. */
    ages: zh ? `${ages.min}—${ages.max}` : `${ages.min}–${ages.max}`,
    /** The age rule: `2027 年 8 月 1 日须年满 14 周岁且未满 26 周岁` / `on 1 August 2027 … under 26`. */
    ageRule: zh
      ? `${date(ages.on)}须年满 ${ages.min} 周岁且未满 ${ages.max + 1} 周岁`
      : `on ${date(ages.on)}, be at least ${ages.min} and under ${ages.max + 1} years old`,
    /** `3—8` / `3 to 8` students. */
    students: zh ? `${team.minStudents}—${team.maxStudents}` : `${team.minStudents} to ${team.maxStudents}`,
    /** Teammates a leader invites: `2—7` / `2 to 7`. */
    teammates: zh
      ? `${team.minStudents - 1}—${team.maxStudents - 1}`
      : `${team.minStudents - 1} to ${team.maxStudents - 1}`,
    maxAdvisors: team.maxAdvisors,
    /** `3—8 名学生（含队长）和至多 2 名指导教师` / `3 to 8 students (the leader included) and up to 2 advisors`. */
    teamSize: zh
      ? `${team.minStudents}—${team.maxStudents} 名学生（含队长）和至多 ${team.maxAdvisors} 名指导教师`
      : `${team.minStudents} to ${team.maxStudents} students (the leader included) and up to ${team.maxAdvisors} advisors`,
    adultAge: ADULT_AGE,
    /** Who the accommodation subsidy covers: `10 人（8 名学生和 2 名指导教师）6 晚`. */
    subsidy: zh
      ? `${SUBSIDISED_PEOPLE} 人（${team.maxStudents} 名学生和 ${team.maxAdvisors} 名指导教师）${HOTEL_NIGHTS} 晚`
      : `${SUBSIDISED_PEOPLE} people (${team.maxStudents} students and ${team.maxAdvisors} advisors) for ${HOTEL_NIGHTS} nights`,
    trackNames: SEASON.tracks.map((t) => t.name[locale]),
  };
}

export type SeasonText = ReturnType<typeof seasonText>;

/**
 * The home page's items: its carousel slides as banners, every other fragment as a section.
 *
 * How the page reads them (src/pages/Home):
 * - Banners, placement `home` (`GET /api/banners?placement=home`), in position order: one carousel
 *   slide each. `title` is the slide's heading (the first slide's is the page's h1), `summary` its
 *   slogan, `fields.dates` and `fields.place` the line under it (either may be missing). An
 *   `imageUrl` with its `imageAlt` replaces the default artwork; a `linkUrl` adds a "learn more"
 *   link. The seeded slides have neither; `slug` is a stable key only.
 * - Sections, area `home` (`GET /api/sections?area=home`), `slug` = the fragment id, which is also
 *   the route segment (`/Home/Content4`). The page lays the fragments out in its own fixed order
 *   (Nav3, Banner1, Content4, Content5, Content12, Feature6, Banner5, Footer0) and leaves out one
 *   that has no section. Shown: `title` as the fragment's heading, `summary` as its subtitle.
 *   - Nav3 (its title names it for admins only): `attributes.targets` (fragment ids, in order);
 *     `fields.<target>` the label of each.
 *   - Content4: body (the introduction, Markdown); `fields.highlightTitle`, `fields.highlightText`;
 *     an `imageUrl` (with `imageAlt`) shows above the highlight.
 *   - Content5: `attributes.tracks` (TRACKS values: underwater, ground, aerial, simulation, in
 *     order; each picks its icon); `attributes.<track>Rules` the rules page of a track;
 *     `fields.<track>Name`, `fields.<track>Summary`, `fields.<track>Facts` (one fact per line).
 *   - Content12: `attributes.groups` (organisers, hosts, coorganisers, supporters: the page names
 *     them); `attributes.<group>` the partner keys of a group, in order; `attributes.<partner>` the
 *     partner's country (ISO 3166 code, or INT for an international body); `fields.<partner>` its
 *     full name, `fields.<partner>Short` its short name (the first character is its badge).
 *   - Feature6: `attributes.figures` (figure keys, in order); `attributes.<figure>` the number;
 *     `fields.<figure>` its label, `fields.<figure>Note`, and optional `fields.<figure>Prefix` and
 *     `fields.<figure>Suffix` (a currency, a unit). Numbers of 10,000 or more are shown in the
 *     reader's compact form (120万, 1.2 million).
 *   - Banner5: `summary` the call to enrol (a body, if any, follows it); `fields.deadline`.
 *   - Footer0 (its title names it for admins only): `summary` the competition in one paragraph;
 *     `fields.address`, `fields.copyright`;
 *     `attributes.contacts` (contact keys, in order); `attributes.<contact>` the address shown and
 *     `attributes.<contact>Href` its link (mailto:, tel:); `fields.<contact>` its label.
 */
import { SEASON } from '../../common/season';
import homeSource, { homeFragmentIds, type HomeSource, type TrackKind } from './content/home';
import type { ContentText } from '../../common/contract/content';
import { bilingual, type ContentSeed } from './types';

const PUBLISHED_AT = '2026-09-01T00:00:00Z';

const zh = homeSource['zh-CN'];
const en = homeSource['en-US'];

/** Where each fragment stood on the page: the sections keep that order. */
const position = (id: (typeof homeFragmentIds)[number]) => homeFragmentIds.indexOf(id);

/** The track each of today's track kinds stands for (common/vocabulary TRACKS). */
const TRACK_OF: Record<TrackKind, (typeof SEASON.tracks)[number]['track']> = {
  rov: 'underwater',
  rover: 'ground',
  aerial: 'aerial',
  simulation: 'simulation',
};

/** Stable keys of the slides, in today's order. */
const SLIDE_KEYS = ['finals', 'tracks', 'qualifier'];

/** Stable keys of the partner groups and partners, in today's order. */
const GROUP_KEYS = ['organisers', 'hosts', 'coorganisers', 'supporters'];
const PARTNER_KEYS = [
  ['committee', 'alliance'],
  ['expo', 'lab'],
  ['schools', 'simulation', 'foundation'],
  ['sensors', 'safety'],
];
/** Today's countries, as codes that every locale can name. */
const COUNTRY_CODES: Record<string, string> = { China: 'CN', International: 'INT' };

const FIGURE_KEYS = ['countries', 'teams', 'finalists', 'prizePool'];
/** The figures' numbers as they are, whatever unit a language writes them in. */
const FIGURE_VALUES = [31, 236, 76, 1_200_000];

const CONTACT_KEYS = ['info', 'rules', 'logistics', 'phone'];

/** Both languages' texts of an item, from each language's data source. */
type Side = { source: HomeSource; locale: 'zh-CN' | 'en-US' };
const each = (text: (source: HomeSource, locale: Side['locale']) => ContentText) =>
  bilingual<Side>({ source: zh, locale: 'zh-CN' }, { source: en, locale: 'en-US' }, (side) =>
    text(side.source, side.locale),
  );

function section(
  slug: Exclude<(typeof homeFragmentIds)[number], 'Banner1'>,
  attributes: ContentSeed['attributes'],
  translations: ContentSeed['translations'],
): ContentSeed {
  return {
    kind: 'section',
    category: 'home',
    slug,
    position: position(slug),
    status: 'published',
    publishedAt: PUBLISHED_AT,
    attributes,
    translations,
  };
}

function banners(): ContentSeed[] {
  return zh.Banner1.slides.map((_, i) => ({
    kind: 'banner',
    category: 'home',
    slug: SLIDE_KEYS[i],
    position: i,
    status: 'published',
    publishedAt: PUBLISHED_AT,
    translations: each((source) => {
      const slide = source.Banner1.slides[i];
      return {
        title: slide.title,
        summary: slide.slogan,
        fields: { dates: slide.dates, place: slide.place },
      };
    }),
  }));
}

const nav3 = () =>
  section(
    'Nav3',
    { targets: zh.Nav3.items.map((item) => item.target) },
    each((source, locale) => ({
      title: locale === 'zh-CN' ? '首页导航' : 'Home page navigation',
      fields: Object.fromEntries(source.Nav3.items.map((item) => [item.target, item.label])),
    })),
  );

const content4 = () =>
  section(
    'Content4',
    {},
    each(({ Content4: c }) => ({
      title: c.title,
      summary: c.subtitle,
      body: c.paragraphs.join('\n\n'),
      fields: { highlightTitle: c.highlight.title, highlightText: c.highlight.text },
    })),
  );

function content5(): ContentSeed {
  const tracks = zh.Content5.tracks.map((t) => TRACK_OF[t.kind]);
  return section(
    'Content5',
    {
      tracks,
      ...Object.fromEntries(zh.Content5.tracks.map((t) => [`${TRACK_OF[t.kind]}Rules`, t.rulesPath])),
    },
    each(({ Content5: c }) => ({
      title: c.title,
      summary: c.subtitle,
      fields: Object.fromEntries(
        c.tracks.flatMap((t) => {
          const track = TRACK_OF[t.kind];
          return [
            [`${track}Name`, t.name],
            [`${track}Summary`, t.summary],
            [`${track}Facts`, t.facts.join('\n')],
          ];
        }),
      ),
    })),
  );
}

function content12(): ContentSeed {
  const partners = (source: HomeSource) =>
    source.Content12.groups.flatMap((group, g) =>
      group.partners.map((partner, p) => ({ key: PARTNER_KEYS[g][p], ...partner })),
    );
  const countries = partners(en).map(({ key, country }) => {
    const code = COUNTRY_CODES[country];
    if (!code) throw new Error(`home: no country code for "${country}"`);
    return [key, code];
  });
  return section(
    'Content12',
    {
      groups: GROUP_KEYS,
      ...Object.fromEntries(GROUP_KEYS.map((group, g) => [group, PARTNER_KEYS[g]])),
      ...Object.fromEntries(countries),
    },
    each((source) => ({
      title: source.Content12.title,
      summary: source.Content12.subtitle,
      fields: Object.fromEntries(
        partners(source).flatMap(({ key, name, short }) => [
          [key, name],
          [`${key}Short`, short],
        ]),
      ),
    })),
  );
}

const feature6 = () =>
  section(
    'Feature6',
    { figures: FIGURE_KEYS, ...Object.fromEntries(FIGURE_KEYS.map((key, i) => [key, FIGURE_VALUES[i]])) },
    each(({ Feature6: f }) => ({
      title: f.title,
      summary: f.subtitle,
      fields: Object.fromEntries(
        f.figures.flatMap((figure, i) => {
          const key = FIGURE_KEYS[i];
          // The unit of the prize pool (万, million) is the reader's number format's now.
          const suffix = key === 'prizePool' ? '' : (figure.suffix ?? '');
          return [
            [key, figure.label],
            [`${key}Note`, figure.note],
            ...(figure.prefix ? [[`${key}Prefix`, figure.prefix]] : []),
            ...(suffix ? [[`${key}Suffix`, suffix]] : []),
          ];
        }),
      ),
    })),
  );

const banner5 = () =>
  section(
    'Banner5',
    {},
    each(({ Banner5: b }) => ({ title: b.title, summary: b.text, fields: { deadline: b.deadline } })),
  );

const footer0 = () =>
  section(
    'Footer0',
    {
      contacts: CONTACT_KEYS,
      ...Object.fromEntries(
        zh.Footer0.contacts.flatMap((contact, i) => [
          [CONTACT_KEYS[i], contact.value],
          [`${CONTACT_KEYS[i]}Href`, contact.href],
        ]),
      ),
    },
    each(({ Footer0: f }, locale) => ({
      title: locale === 'zh-CN' ? '首页页脚' : 'Home page footer',
      summary: f.about,
      fields: {
        address: f.address,
        copyright: f.copyright,
        ...Object.fromEntries(f.contacts.map((contact, i) => [CONTACT_KEYS[i], contact.label])),
      },
    })),
  );

export function homeSeed(): ContentSeed[] {
  return [...banners(), nav3(), content4(), content5(), content12(), feature6(), banner5(), footer0()];
}

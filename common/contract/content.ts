/**
 * What visitors read: news, banners, materials and sections are one model. An item has its own
 * fields (category, pinned, order, status, publish time, image, link, metadata) and one set of texts
 * per locale. The public API serves each item in the reader's locale or its fallback and names the
 * locale it served; the admin API edits every translation of an item at once.
 */
import { Type, type Static } from 'typebox';
import {
  CONTENT_KEY_PATTERN,
  CONTENT_LIMITS as L,
  IMAGE_URL_PATTERN,
  LINK_PATTERN,
  SLUG_PATTERN,
  URL_MAX_LENGTH,
} from '../limits';
import { LOCALES } from '../locales';
import {
  BANNER_PLACEMENTS,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  MATERIAL_COLLECTIONS,
  NEWS_CATEGORIES,
  SECTION_AREAS,
} from '../vocabulary';
import { closed, Id, Instant, Locale, NonBlank, Nullable, PageQuery } from './base';

export const ContentKind = Type.Enum(CONTENT_KINDS);
export type ContentKind = Static<typeof ContentKind>;
export const NewsCategory = Type.Enum(NEWS_CATEGORIES);
export type NewsCategory = Static<typeof NewsCategory>;
export const BannerPlacement = Type.Enum(BANNER_PLACEMENTS);
export const MaterialCollection = Type.Enum(MATERIAL_COLLECTIONS);
export type MaterialCollection = Static<typeof MaterialCollection>;
export const SectionArea = Type.Enum(SECTION_AREAS);
export type SectionArea = Static<typeof SectionArea>;
export const ContentStatus = Type.Enum(CONTENT_STATUSES);
export type ContentStatus = Static<typeof ContentStatus>;

const Slug = Type.String({ pattern: SLUG_PATTERN });
const Link = Type.String({ pattern: LINK_PATTERN, maxLength: URL_MAX_LENGTH });
const ImageUrl = Type.String({ pattern: IMAGE_URL_PATTERN, maxLength: URL_MAX_LENGTH });

const AttributeValue = Type.Union([
  Type.String({ maxLength: L.attributeValue }),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.String({ maxLength: L.attributeValue }), { maxItems: L.attributeList }),
]);
/** Untranslated metadata a page lays out (a track, a level, a paper's authors, a figure). */
export const ContentAttributes = Type.Record(Type.String({ pattern: CONTENT_KEY_PATTERN }), AttributeValue, {
  maxProperties: L.attributeCount,
});
export type ContentAttributes = Static<typeof ContentAttributes>;

/** Small named texts translated with the item (a step's due date, a paper's affiliation). */
export const ContentFields = Type.Record(
  Type.String({ pattern: CONTENT_KEY_PATTERN }),
  Type.String({ maxLength: L.fieldValue }),
  { maxProperties: L.fieldCount },
);
export type ContentFields = Static<typeof ContentFields>;

/** One locale's texts of an item. The body is Markdown; the server renders and sanitizes it on write. */
export const ContentText = Type.Object(
  {
    title: NonBlank(L.title),
    summary: Type.Optional(Type.String({ maxLength: L.summary })),
    body: Type.Optional(Type.String({ maxLength: L.body })),
    /** Required when the item has an image: every visitor who sees it also gets its words. */
    imageAlt: Type.Optional(Type.String({ maxLength: L.imageAlt })),
    fields: Type.Optional(ContentFields),
  },
  closed,
);
export type ContentText = Static<typeof ContentText>;

export const ContentTranslations = Type.Object(
  Object.fromEntries(LOCALES.map((locale) => [locale, Type.Optional(ContentText)])) as Record<
    (typeof LOCALES)[number],
    ReturnType<typeof Type.Optional<typeof ContentText>>
  >,
  { ...closed, minProperties: 1 },
);
export type ContentTranslations = Static<typeof ContentTranslations>;

/** What an admin saves. `category` is one of the kind's own (news category, banner placement, …). */
export const ContentInput = Type.Object(
  {
    category: Type.String({ minLength: 1, maxLength: 32 }),
    /** The route segment of a section (`Feature1`) or a stable key of another item; unique per kind and category. */
    slug: Type.Optional(Nullable(Slug)),
    pinned: Type.Optional(Type.Boolean({ default: false })),
    /** Smaller first; ties go to the newer item. */
    position: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, default: 0 })),
    status: ContentStatus,
    /** When the item becomes visible; a future time schedules it. Empty: the moment it is published. */
    publishedAt: Type.Optional(Nullable(Instant)),
    imageUrl: Type.Optional(Nullable(ImageUrl)),
    linkUrl: Type.Optional(Nullable(Link)),
    attributes: Type.Optional(ContentAttributes),
    translations: ContentTranslations,
    /** The revision the admin edited (an item's `revision`): a newer save by someone else is a 409. */
    revision: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  closed,
);
export type ContentInput = Static<typeof ContentInput>;

/** An item as an admin sees it: every translation, and where it stands. */
export const AdminContentItem = Type.Object({
  id: Type.Integer(),
  kind: ContentKind,
  category: Type.String(),
  slug: Nullable(Type.String()),
  pinned: Type.Boolean(),
  position: Type.Integer(),
  status: ContentStatus,
  publishedAt: Nullable(Instant),
  /** `draft`, `scheduled` (published with a future time) or `live`, by the server's clock. */
  visibility: Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('live')]),
  imageUrl: Nullable(Type.String()),
  linkUrl: Nullable(Type.String()),
  attributes: ContentAttributes,
  translations: ContentTranslations,
  /** The locales the item has no text in: the admin tabs mark them. */
  missingLocales: Type.Array(Locale),
  revision: Type.Integer({ description: 'How many times the item was saved' }),
  updatedAt: Instant,
});
export type AdminContentItem = Static<typeof AdminContentItem>;

export const AdminContentQuery = Type.Object({
  ...PageQuery.properties,
  category: Type.Optional(Type.String({ maxLength: 32 })),
  status: Type.Optional(ContentStatus),
  /** Items that have no text in this locale. */
  missing: Type.Optional(Locale),
});
export type AdminContentQuery = Static<typeof AdminContentQuery>;

export const ContentRevision = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  savedAt: Instant,
  savedBy: Nullable(Type.Object({ uid: Type.Integer(), name: Type.String() })),
  /** The title it had then, in the first locale it had. */
  title: Type.String(),
  status: ContentStatus,
});
export type ContentRevision = Static<typeof ContentRevision>;

export const RevisionParams = Type.Object({ id: Id, revisionId: Id });

/** Markdown an admin is writing, rendered as visitors will see it. */
export const MarkdownPreviewInput = Type.Object({ body: Type.String({ maxLength: L.body }) }, closed);
export const MarkdownPreview = Type.Object({ html: Type.String() });
export type MarkdownPreview = Static<typeof MarkdownPreview>;

export const UploadedImage = Type.Object({
  url: Type.String(),
  type: Type.String(),
  bytes: Type.Integer(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});
export type UploadedImage = Static<typeof UploadedImage>;

/** An item as a visitor reads it: one locale's texts, the locale named. */
const publicFields = {
  id: Type.Integer(),
  category: Type.String(),
  slug: Nullable(Type.String()),
  pinned: Type.Boolean(),
  position: Type.Integer(),
  publishedAt: Instant,
  updatedAt: Instant,
  /** The locale of the texts: the reader's, else en-US, else zh-CN. A page marks any other than the reader's. */
  locale: Locale,
  title: Type.String(),
  summary: Type.String(),
  imageUrl: Nullable(Type.String()),
  imageAlt: Type.String(),
  linkUrl: Nullable(Type.String()),
  attributes: ContentAttributes,
  fields: ContentFields,
};

export const ContentItem = Type.Object({
  ...publicFields,
  /** The body rendered and sanitized on write. */
  html: Type.String(),
});
export type ContentItem = Static<typeof ContentItem>;

/** A news item in a list: no body; `/api/news/:id` has it. */
export const NewsSummary = Type.Object({
  id: Type.Integer(),
  category: NewsCategory,
  pinned: Type.Boolean(),
  publishedAt: Instant,
  locale: Locale,
  title: Type.String(),
  summary: Type.String(),
  imageUrl: Nullable(Type.String()),
  imageAlt: Type.String(),
});
export type NewsSummary = Static<typeof NewsSummary>;

export const NewsArticle = Type.Object({
  ...NewsSummary.properties,
  updatedAt: Instant,
  html: Type.String(),
  /** The neighbours in the public list (newer and older), for the article's navigation. */
  newer: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
  older: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
});
export type NewsArticle = Static<typeof NewsArticle>;

export const NewsQuery = Type.Object({
  ...PageQuery.properties,
  category: Type.Optional(NewsCategory),
});
export type NewsQuery = Static<typeof NewsQuery>;

export const BannerQuery = Type.Object({ placement: Type.Optional(BannerPlacement) });
export const MaterialQuery = Type.Object({
  ...PageQuery.properties,
  collection: MaterialCollection,
});
export type MaterialQuery = Static<typeof MaterialQuery>;
export const SectionQuery = Type.Object({ area: SectionArea });
export const SectionParams = Type.Object({ area: SectionArea, slug: Slug });
export const FeedQuery = Type.Object({ locale: Type.Optional(Locale) });

export const ContentItemList = Type.Array(ContentItem);
export const ContentRevisionList = Type.Array(ContentRevision);

import { UPLOAD_MAX_BYTES } from '../../limits';
import type { CONTENT_KINDS } from '../../vocabulary';
import type { Operation } from '../operation';

type ContentKind = (typeof CONTENT_KINDS)[number];

export const previewMarkdown = {
  method: 'POST',
  path: '/api/admin/content/preview',
  access: 'admin',
  summary: 'Markdown rendered and sanitized exactly as a save would store it',
  tags: ['admin content'],
  body: 'MarkdownPreviewInput',
  answer: 'MarkdownPreview',
} as const satisfies Operation;

export const listNews = {
  method: 'GET',
  path: '/api/news',
  access: 'public',
  summary: 'Published news, pinned first, then newest first',
  tags: ['content'],
  query: 'NewsQuery',
  answer: 'NewsSummary',
  paged: true,
} as const satisfies Operation;

export const getNewsArticle = {
  method: 'GET',
  path: '/api/news/:id',
  access: 'public',
  summary: 'One published news article with its rendered body; drafts and scheduled items are 404',
  tags: ['content'],
  params: 'IdParams',
  answer: 'NewsArticle',
} as const satisfies Operation;

export const listBanners = {
  method: 'GET',
  path: '/api/banners',
  access: 'public',
  summary: 'The banners of a placement (default: the home page), in order',
  tags: ['content'],
  query: 'BannerQuery',
  answer: 'ContentItemList',
} as const satisfies Operation;

export const listMaterials = {
  method: 'GET',
  path: '/api/materials',
  access: 'public',
  summary: 'Related materials of a collection: pinned first, then in order',
  tags: ['content'],
  query: 'MaterialQuery',
  answer: 'ContentItem',
  paged: true,
} as const satisfies Operation;

export const getMaterial = {
  method: 'GET',
  path: '/api/materials/:id',
  access: 'public',
  summary: 'One published material',
  tags: ['content'],
  params: 'IdParams',
  answer: 'ContentItem',
} as const satisfies Operation;

export const listSections = {
  method: 'GET',
  path: '/api/sections',
  access: 'public',
  summary: 'Every published section of a public area (about, rules, notes, home, …), in order',
  tags: ['content'],
  query: 'SectionQuery',
  answer: 'ContentItemList',
} as const satisfies Operation;

export const getSection = {
  method: 'GET',
  path: '/api/sections/:area/:slug',
  access: 'public',
  summary: 'One published section, by its area and route segment (`/About/Feature1` → about, Feature1)',
  tags: ['content'],
  params: 'SectionParams',
  answer: 'ContentItem',
} as const satisfies Operation;

export const newsFeed = {
  method: 'GET',
  path: '/api/news/feed.xml',
  access: 'public',
  summary: 'Atom feed of the latest news in a locale (default: the Accept-Language one)',
  tags: ['content'],
  query: 'FeedQuery',
  file: 'application/atom+xml',
  // RESPONSE { 200: Type.String() }
} as const satisfies Operation;

/** The path segment of each kind: `/api/admin/news`, `/api/admin/banners`, … */
export const CONTENT_PATHS = {
  news: 'news',
  banner: 'banners',
  material: 'materials',
  section: 'sections',
} as const satisfies Record<ContentKind, string>;

const ADMIN_CONTENT_TAGS = ['admin content'] as const;

/** One kind of content's admin operations: the list, a save, a take-down and its revisions. */
function adminContentOperations<K extends ContentKind>(kind: K) {
  const base: `/api/admin/${string}` = `/api/admin/${CONTENT_PATHS[kind]}`;
  return {
    list: {
      method: 'GET',
      path: base,
      access: 'admin',
      summary: `Every ${kind} item, drafts and scheduled ones included, latest change first`,
      tags: ADMIN_CONTENT_TAGS,
      query: 'AdminContentQuery',
      answer: 'AdminContentItem',
      paged: true,
    },
    create: {
      method: 'POST',
      path: base,
      access: 'admin',
      summary: `Create a ${kind} item with its translations`,
      tags: ADMIN_CONTENT_TAGS,
      body: 'ContentInput',
      answer: 'AdminContentItem',
    },
    update: {
      method: 'PUT',
      path: `${base}/:id`,
      access: 'admin',
      summary: `Replace a ${kind} item and all its translations; the old one stays as a revision`,
      tags: ADMIN_CONTENT_TAGS,
      params: 'IdParams',
      body: 'ContentInput',
      answer: 'AdminContentItem',
    },
    remove: {
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'admin',
      summary: `Take a ${kind} item down; its revisions are kept`,
      tags: ADMIN_CONTENT_TAGS,
      params: 'IdParams',
      body: 'EmptyObject',
      answer: 'Deleted',
    },
    revisions: {
      method: 'GET',
      path: `${base}/:id/revisions`,
      access: 'admin',
      summary: `Every save of a ${kind} item, newest first`,
      tags: ADMIN_CONTENT_TAGS,
      params: 'IdParams',
      answer: 'ContentRevisionList',
    },
    restore: {
      method: 'POST',
      path: `${base}/:id/revisions/:revisionId/restore`,
      access: 'admin',
      summary: `Save an older revision of a ${kind} item again, as its newest`,
      tags: ADMIN_CONTENT_TAGS,
      params: 'RevisionParams',
      body: 'EmptyObject',
      answer: 'AdminContentItem',
    },
  } as const satisfies Record<string, Operation>;
}

export const adminContent = {
  news: adminContentOperations('news'),
  banner: adminContentOperations('banner'),
  material: adminContentOperations('material'),
  section: adminContentOperations('section'),
} satisfies Record<ContentKind, Record<string, Operation>>;

export const uploadImage = {
  method: 'POST',
  path: '/api/admin/uploads',
  access: 'admin',
  summary: `Upload an image (PNG, JPEG or WebP, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB) in a multipart field named file`,
  tags: ADMIN_CONTENT_TAGS,
  multipart: true,
  answer: 'UploadedImage',
} as const satisfies Operation;

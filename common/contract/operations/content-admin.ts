import type { CONTENT_KINDS } from '../../vocabulary';
import type { Operation } from '../operation';

export type ContentKind = (typeof CONTENT_KINDS)[number];

export const previewMarkdown = {
  method: 'POST',
  path: '/api/admin/content/preview',
  access: 'admin',
  body: 'MarkdownPreviewInput',
  answer: 'MarkdownPreview',
} as const satisfies Operation;

/** The path segment of each kind: `/api/admin/news`, `/api/admin/banners`, … */
export const CONTENT_PATHS = {
  news: 'news',
  banner: 'banners',
  material: 'materials',
  section: 'sections',
} as const satisfies Record<ContentKind, string>;

/** One kind of content's admin operations: the list, a save, a take-down and its revisions. */
function adminContentOperations(kind: ContentKind) {
  const base: `/api/admin/${string}` = `/api/admin/${CONTENT_PATHS[kind]}`;
  return {
    list: {
      method: 'GET',
      path: base,
      access: 'admin',
      query: 'AdminContentQuery',
      answer: 'AdminContentItem',
      paged: true,
    },
    create: {
      method: 'POST',
      path: base,
      access: 'admin',
      body: 'ContentInput',
      answer: 'AdminContentItem',
    },
    update: {
      method: 'PUT',
      path: `${base}/:id`,
      access: 'admin',
      params: 'IdParams',
      body: 'ContentInput',
      answer: 'AdminContentItem',
    },
    remove: {
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'admin',
      params: 'IdParams',
      body: 'EmptyObject',
      answer: 'Deleted',
    },
    revisions: {
      method: 'GET',
      path: `${base}/:id/revisions`,
      access: 'admin',
      params: 'IdParams',
      answer: 'ContentRevisionList',
    },
    restore: {
      method: 'POST',
      path: `${base}/:id/revisions/:revisionId/restore`,
      access: 'admin',
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
  multipart: true,
  answer: 'UploadedImage',
} as const satisfies Operation;

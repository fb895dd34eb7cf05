/** What /api/docs says of each content-admin operation; the SPA does not load it. */
import { UPLOAD_MAX_BYTES } from '../../limits';
import type { Docs, OperationDocs } from '../operation';

const TAGS = ['admin content'];
import type * as operations from './content-admin';
import type { ContentKind } from './content-admin';

export const docs: OperationDocs<typeof operations> = {
  previewMarkdown: {
    summary: 'Markdown rendered and sanitized exactly as a save would store it',
    tags: ['admin content'],
  },
  uploadImage: {
    summary: `Upload an image (PNG, JPEG or WebP, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB) in a multipart field named file`,
    tags: TAGS,
  },
};

/** Every kind of content has the same admin operations, told apart by the kind they name. */
export const adminContentDocs = (
  kind: ContentKind,
): Record<keyof (typeof operations.adminContent)['news'], Docs> => ({
  list: {
    summary: `Every ${kind} item, drafts and scheduled ones included, latest change first`,
    tags: TAGS,
  },
  create: { summary: `Create a ${kind} item with its translations`, tags: TAGS },
  update: {
    summary: `Replace a ${kind} item and all its translations; the old one stays as a revision`,
    tags: TAGS,
  },
  remove: { summary: `Take a ${kind} item down; its revisions are kept`, tags: TAGS },
  revisions: { summary: `Every save of a ${kind} item, newest first`, tags: TAGS },
  restore: { summary: `Save an older revision of a ${kind} item again, as its newest`, tags: TAGS },
});

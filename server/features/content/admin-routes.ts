/**
 * The admin console's content: news, banners, materials and sections (same routes for each kind),
 * their revisions, a Markdown preview and image uploads. Admins only.
 */
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { imageSize } from 'image-size';
import {
  AdminContentItem,
  AdminContentQuery,
  answers,
  ContentInput,
  ContentRevision,
  EmptyObject,
  IdParams,
  MarkdownPreview,
  MarkdownPreviewInput,
  Page,
  RevisionParams,
  UploadedImage,
  type ContentKind,
} from '../../../common/contract';
import { UPLOAD_MAX_BYTES, UPLOADS_PATH } from '../../../common/limits';
import {
  deleteContent,
  listAdminContent,
  listRevisions,
  previewMarkdown,
  restoreRevision,
  saveContent,
} from './edits';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { requireUser } from '../../plugins/access';
import type { Storage } from '../../runtime/storage';
import '../../http/types';
import { pageOf } from '../../shared/paging';

/** The path segment of each kind: `/api/admin/news`, `/api/admin/banners`, … */
export const CONTENT_PATHS: Record<ContentKind, string> = {
  news: 'news',
  banner: 'banners',
  material: 'materials',
  section: 'sections',
};

const admin = { access: 'admin' } as const;
/** Five locales of long Markdown (the schema allows 100,000 characters each) outgrow the default 1 MiB. */
const CONTENT_BODY_LIMIT = 8 * 1024 * 1024;
const Deleted = Type.Object({ id: Type.Integer() });

/** What image-size recognises in the bytes → the stored extension and type. SVG is not among them. */
const IMAGE_TYPES: Record<string, { extension: string; mime: string }> = {
  png: { extension: 'png', mime: 'image/png' },
  jpg: { extension: 'jpg', mime: 'image/jpeg' },
  webp: { extension: 'webp', mime: 'image/webp' },
};

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The image's kind and size read from its bytes; whatever it calls itself is not trusted. */
function recognise(bytes: Buffer) {
  try {
    const size = imageSize(bytes);
    const type = size.type ? IMAGE_TYPES[size.type] : undefined;
    return type ? { ...type, width: size.width ?? null, height: size.height ?? null } : undefined;
  } catch {
    return undefined;
  }
}

const adminContentRoutes: FastifyPluginAsyncTypebox<{ storage: Storage }> = async (app, { storage }) => {
  const now = () => app.now();

  for (const [kind, path] of Object.entries(CONTENT_PATHS) as [ContentKind, string][]) {
    const base = `/api/admin/${path}`;
    const tags = ['admin content'];

    app.get(
      base,
      {
        config: admin,
        schema: {
          summary: `Every ${kind} item, drafts and scheduled ones included, latest change first`,
          tags,
          querystring: AdminContentQuery,
          response: answers(Page(AdminContentItem)),
        },
      },
      async (request) =>
        ok(await listAdminContent(app.db, kind, request.query, pageOf(request.query), now())),
    );

    app.post(
      base,
      {
        config: admin,
        bodyLimit: CONTENT_BODY_LIMIT,
        schema: {
          summary: `Create a ${kind} item with its translations`,
          tags,
          body: ContentInput,
          response: answers(AdminContentItem),
        },
      },
      async (request) =>
        ok(
          await app.db.transaction((tx) =>
            saveContent(tx, requireUser(request).uid, kind, request.body, now()),
          ),
        ),
    );

    app.put(
      `${base}/:id`,
      {
        config: admin,
        bodyLimit: CONTENT_BODY_LIMIT,
        schema: {
          summary: `Replace a ${kind} item and all its translations; the old one stays as a revision`,
          tags,
          params: IdParams,
          body: ContentInput,
          response: answers(AdminContentItem),
        },
      },
      async (request) =>
        ok(
          await app.db.transaction((tx) =>
            saveContent(tx, requireUser(request).uid, kind, request.body, now(), request.params.id),
          ),
        ),
    );

    app.delete(
      `${base}/:id`,
      {
        config: admin,
        schema: {
          summary: `Take a ${kind} item down; its revisions are kept`,
          tags,
          params: IdParams,
          body: EmptyObject,
          response: answers(Deleted),
        },
      },
      async (request) =>
        ok(await app.db.transaction((tx) => deleteContent(tx, kind, request.params.id, now()))),
    );

    app.get(
      `${base}/:id/revisions`,
      {
        config: admin,
        schema: {
          summary: `Every save of a ${kind} item, newest first`,
          tags,
          params: IdParams,
          response: answers(Type.Array(ContentRevision)),
        },
      },
      async (request) => ok(await listRevisions(app.db, kind, request.params.id)),
    );

    app.post(
      `${base}/:id/revisions/:revisionId/restore`,
      {
        config: admin,
        schema: {
          summary: `Save an older revision of a ${kind} item again, as its newest`,
          tags,
          params: RevisionParams,
          body: EmptyObject,
          response: answers(AdminContentItem),
        },
      },
      async (request) =>
        ok(
          await app.db.transaction((tx) =>
            restoreRevision(
              tx,
              requireUser(request).uid,
              kind,
              request.params.id,
              request.params.revisionId,
              now(),
            ),
          ),
        ),
    );
  }

  app.post(
    '/api/admin/content/preview',
    {
      config: admin,
      schema: {
        summary: 'Markdown rendered and sanitized exactly as a save would store it',
        tags: ['admin content'],
        body: MarkdownPreviewInput,
        response: answers(MarkdownPreview),
      },
    },
    async (request) => ok(previewMarkdown(request.body.body)),
  );

  // Multipart only for the upload route: every other route keeps refusing what is not JSON.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });

    uploads.post(
      '/api/admin/uploads',
      {
        // Five megabytes from a venue's network may take a while: two minutes, not the default 30 s.
        config: { ...admin, bodyTimeout: 120_000 },
        // The body is a stream of parts, not JSON: validated below, part by part.
        bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
        schema: {
          summary: `Upload an image (PNG, JPEG or WebP, at most ${megabytes(UPLOAD_MAX_BYTES)}) in a multipart field named file`,
          tags: ['admin content'],
          consumes: ['multipart/form-data'],
          response: answers(UploadedImage),
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError(400, 'uploadMissing');
        let bytes: Buffer;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== 'file') throw new AppError(400, 'uploadMissing');
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'uploadTooLarge', { limit: megabytes(UPLOAD_MAX_BYTES) });
          throw new AppError(400, 'uploadMissing');
        }
        const image = recognise(bytes);
        if (!image) throw new AppError(415, 'uploadType');
        const name = await storage.put(bytes, image.extension);
        return ok({
          url: `${UPLOADS_PATH}${name}`,
          type: image.mime,
          bytes: bytes.length,
          width: image.width,
          height: image.height,
        });
      },
    );
  });

  // Stored files, outside /api: named by their hash, so they never change and are cached for good.
  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}:name`, async (request, reply) => {
    const stream = await storage.open(request.params.name);
    if (!stream) throw new AppError(404, 'contentNotFound');
    const extension = request.params.name.split('.').pop()!;
    const type = Object.values(IMAGE_TYPES).find((t) => t.extension === extension)!.mime;
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .send(stream);
  });
};

export default adminContentRoutes;

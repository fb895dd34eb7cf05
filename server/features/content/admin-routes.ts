/**
 * The admin console's content: news, banners, materials and sections (same routes for each kind),
 * their revisions, a Markdown preview and image uploads. Admins only.
 */
import * as contentAdminOperations from '../../../common/contract/operations/content-admin';
import { route } from '../../http/route';
import multipart from '@fastify/multipart';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { imageSize } from 'image-size';
import { UPLOAD_MAX_BYTES, UPLOADS_PATH } from '../../../common/limits';
import { CONTENT_KINDS } from '../../../common/vocabulary';
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

/** Five locales of long Markdown (the schema allows 100,000 characters each) outgrow the default 1 MiB. */
const CONTENT_BODY_LIMIT = 8 * 1024 * 1024;

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

  for (const kind of CONTENT_KINDS) {
    const operations = contentAdminOperations.adminContent[kind];
    const large = { bodyLimit: CONTENT_BODY_LIMIT };

    route(app, operations.list, async (request) =>
      ok(await listAdminContent(app.db, kind, request.query, pageOf(request.query), now())),
    );

    route(
      app,
      operations.create,
      async (request) =>
        ok(
          await app.db.transaction((tx) =>
            saveContent(tx, requireUser(request).uid, kind, request.body, now()),
          ),
        ),
      large,
    );

    route(
      app,
      operations.update,
      async (request) =>
        ok(
          await app.db.transaction((tx) =>
            saveContent(tx, requireUser(request).uid, kind, request.body, now(), request.params.id),
          ),
        ),
      large,
    );

    route(app, operations.remove, async (request) =>
      ok(await app.db.transaction((tx) => deleteContent(tx, kind, request.params.id, now()))),
    );

    route(app, operations.revisions, async (request) =>
      ok(await listRevisions(app.db, kind, request.params.id)),
    );

    route(app, operations.restore, async (request) =>
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

  route(app, contentAdminOperations.previewMarkdown, async (request) =>
    ok(previewMarkdown(request.body.body)),
  );

  // Multipart only for the upload route: every other route keeps refusing what is not JSON.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });

    route(
      uploads,
      contentAdminOperations.uploadImage,
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
      {
        // Five megabytes from a venue's network may take a while: two minutes, not the default 30 s.
        config: { bodyTimeout: 120_000 },
        // The body is a stream of parts, not JSON: validated in the handler, part by part.
        bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
      },
    );
  });

  // Stored files, outside /api: named by their hash, so they never change and are cached for good.
  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}:name`, async (request, reply) => {
    const extension = request.params.name.split('.').pop()!;
    // Images only: the store also keeps teams' controllers, which are theirs alone.
    const type = Object.values(IMAGE_TYPES).find((t) => t.extension === extension)?.mime;
    const stream = type ? await storage.open(request.params.name) : undefined;
    if (!type || !stream) throw new AppError(404, 'contentNotFound');
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .send(stream);
  });
};

export default adminContentRoutes;

/**
 * The admin console's content: news, banners, materials and sections (same routes for each kind),
 * their revisions, a Markdown preview and image uploads. Admins only.
 */
import * as contentAdminOperations from '../../../common/contract/operations/content-admin';
import { route } from '../../http/route';
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
import { fileRoute } from '../../http/file-route';
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

  await fileRoute(
    app,
    contentAdminOperations.uploadImage,
    { maxBytes: UPLOAD_MAX_BYTES, missing: 'uploadMissing', tooLarge: 'uploadTooLarge' },
    async (_request, bytes) => {
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

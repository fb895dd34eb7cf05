/**
 * A route whose body is one uploaded file: a multipart form with the file as its `file` field.
 * Multipart is registered for this route alone, so every other route keeps refusing what is not
 * JSON. The file is read whole within `maxBytes`: without one the answer is a 400 (`missing`), past
 * the limit a 413 (`tooLarge`, naming the limit). What the bytes are is the handler's to check.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Operation } from '../../common/contract/operation';
import type { MessageKey } from '../i18n/en-US';
import { AppError } from './errors';
import { route, type OperationHandler, type OperationRequest } from './route';
import './types';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export interface FileLimits {
  maxBytes: number;
  /** The message of a request without the file. */
  missing: MessageKey;
  /** The message of a file past `maxBytes`; `{limit}` is it, in megabytes. */
  tooLarge: MessageKey;
}

async function fileOf(request: OperationRequest<Operation>, limits: FileLimits): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, limits.missing);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError(400, limits.missing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, limits.tooLarge, { limit: megabytes(limits.maxBytes) });
    throw new AppError(400, limits.missing);
  }
}

export async function fileRoute<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  limits: FileLimits,
  handler: (request: OperationRequest<O>, bytes: Buffer) => ReturnType<OperationHandler<O>>,
): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: limits.maxBytes, files: 1, fields: 0, parts: 1 },
    });
    route(
      uploads,
      operation,
      async (request) => handler(request, await fileOf(request as OperationRequest<Operation>, limits)),
      {
        // Megabytes from a venue's network may take a while: two minutes, not the default 30 s.
        config: { bodyTimeout: 120_000 },
        // The body is a stream of parts, not JSON: read in the handler, within the part's limit.
        bodyLimit: limits.maxBytes + 64 * 1024,
      },
    );
  });
}

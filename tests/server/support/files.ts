/**
 * Files as the suites send them: a multipart body with one file (as a browser's form sends it),
 * and a zip made by yazl, for the simulation track's controllers.
 */
import { ZipFile } from 'yazl';

const BOUNDARY = '----portal-test-boundary';

/** One file in a multipart body; `headers` carry its boundary. */
export function multipartFile(bytes: Buffer, filename: string, type: string, field = 'file') {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

export type ZipEntry = { name: string; data?: string | Buffer; mode?: number };

/** A zip of `entries`; names yazl refuses (`..`, absolute) are patched in afterwards. */
export async function zipOf(entries: ZipEntry[], patch: [string, string][] = []): Promise<Buffer> {
  const file = new ZipFile();
  for (const { name, data = '', mode } of entries)
    file.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, mode ? { mode } : {});
  file.end();
  const chunks: Buffer[] = [];
  for await (const chunk of file.outputStream) chunks.push(chunk as Buffer);
  let bytes = Buffer.concat(chunks);
  // Same length, so every offset holds: the name in the local header and in the central directory.
  for (const [from, to] of patch)
    bytes = Buffer.from(bytes.toString('latin1').split(from).join(to), 'latin1');
  return bytes;
}

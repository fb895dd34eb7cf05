/**
 * Files as the suites send them: a multipart body with one file (as a browser's form sends it),
 * and a zip made by yazl, for the simulation track's controllers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromBuffer, type Entry } from 'yauzl';
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

/** Unpacks a zip (one the portal made: trusted paths) into `folder`, keeping each file's mode. */
export function unzipTo(bytes: Buffer, folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        const target = path.join(folder, entry.fileName);
        if (entry.fileName.endsWith('/')) {
          mkdirSync(target, { recursive: true });
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (opened, stream) => {
          if (opened) return reject(opened);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            mkdirSync(path.dirname(target), { recursive: true });
            writeFileSync(target, Buffer.concat(chunks), {
              mode: (entry.externalFileAttributes >>> 16) & 0o777 || 0o644,
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

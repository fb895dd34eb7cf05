/**
 * A team's controller as uploaded: a zip of source, checked before it is stored and again before it
 * is unpacked for a trial. Its size, its type by its bytes, and each entry: a path inside the
 * folder (no `..`, not absolute), a plain file or folder (no link, no device), and not too many or
 * too large unpacked (a zip bomb). Its entry file says its language: main.py or main.js.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ControllerLanguage } from '../../../common/contract/simulation';
import { SIMULATION_LIMITS } from '../../../common/limits';
import { AppError } from '../../http/errors';

const ENTRY_FILES: Record<string, ControllerLanguage> = { 'main.py': 'python', 'main.js': 'node' };

/** Unix file type bits in an entry's external attributes (made on Unix: the upper 16 bits). */
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** The zip's file signature: a local file header (an empty zip has no entry, so no main file). */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(new AppError(415, 'artifactNotZip')) : resolve(zip)),
    );
  });
}

function nameOf(entry: Entry): string {
  // Bit 11: the name is UTF-8; otherwise CP437, whose ASCII part is all a path check needs.
  const raw = entry.fileName as unknown as Buffer;
  return (entry.generalPurposeBitFlag & 0x800 ? raw.toString('utf8') : raw.toString('latin1')).normalize(
    'NFC',
  );
}

function checkEntry(name: string, entry: Entry) {
  const unsafe = yauzl.validateFileName(name);
  if (unsafe || name.split('/').some((part) => part === '..'))
    throw new AppError(400, 'artifactUnsafePath', { path: name });
  const madeOnUnix = entry.versionMadeBy >> 8 === 3;
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (madeOnUnix && type !== 0 && type !== S_IFREG && type !== S_IFDIR)
    throw new AppError(400, 'artifactLink', { path: name });
}

function read(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(new AppError(400, 'artifactNotZip'));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => reject(new AppError(400, 'artifactNotZip')));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Every entry, checked; `onFile` gets each file's bytes (unpacking), or nothing reads them (a check
 * at upload). Resolves with the controller's language.
 */
async function walk(
  bytes: Buffer,
  onFile?: (name: string, data: Buffer) => void,
): Promise<ControllerLanguage> {
  if (bytes.length > SIMULATION_LIMITS.artifactBytes)
    throw new AppError(413, 'artifactTooLarge', { limit: megabytes(SIMULATION_LIMITS.artifactBytes) });
  if (!isZip(bytes)) throw new AppError(415, 'artifactNotZip');
  const zip = await open(bytes);
  let language: ControllerLanguage | undefined;
  let files = 0;
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new AppError(400, 'artifactNotZip')));
      zip.on('end', resolve);
      zip.on('entry', (entry: Entry) => {
        void (async () => {
          const name = nameOf(entry);
          checkEntry(name, entry);
          files += 1;
          unpacked += entry.uncompressedSize;
          if (files > SIMULATION_LIMITS.artifactFiles)
            throw new AppError(400, 'artifactTooManyFiles', { limit: SIMULATION_LIMITS.artifactFiles });
          if (unpacked > SIMULATION_LIMITS.artifactUnpackedBytes)
            throw new AppError(400, 'artifactUnpackedTooLarge', {
              limit: megabytes(SIMULATION_LIMITS.artifactUnpackedBytes),
            });
          if (ENTRY_FILES[name]) language ??= ENTRY_FILES[name];
          if (onFile && !name.endsWith('/')) onFile(name, await read(zip, entry));
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (!language) throw new AppError(400, 'artifactNoEntry');
  return language;
}

/** Checks an upload; its language when it is a controller the portal can run. */
export const checkArtifact = (bytes: Buffer) => walk(bytes);

/** Unpacks a checked artifact into `folder` (empty), files read-only; its language. */
export function unpackArtifact(bytes: Buffer, folder: string): Promise<ControllerLanguage> {
  return walk(bytes, (name, data) => {
    const target = path.join(folder, name);
    // validateFileName and the `..` check keep every entry inside; this says so once more.
    if (!target.startsWith(folder + path.sep)) throw new AppError(400, 'artifactUnsafePath', { path: name });
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    writeFileSync(target, data, { mode: 0o444 });
  });
}

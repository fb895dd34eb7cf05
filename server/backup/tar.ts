/**
 * The few lines of tar a backup needs: regular files under short names, gzip-compressed, written and
 * read as streams so that a large upload folder or dump never has to fit in memory. No dependency
 * does this (the `tar-stream` in node_modules is a development tool's, absent from a production
 * install). The format is plain ustar, so `tar -tzf backup.tar.gz` lists an archive.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name too long: ${name}`);
  const put = (text: string, offset: number, length: number) =>
    bytes.write(text.slice(0, length), offset, length, 'utf8');
  const octal = (value: number, offset: number, length: number) =>
    put(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length);
  put(name, 0, 100);
  octal(0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const byte of bytes) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return bytes;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function write(out: Writable, chunk: Buffer) {
  if (!out.write(chunk)) await once(out, 'drain');
}

export interface TarWriter {
  addBuffer(name: string, bytes: Buffer): Promise<void>;
  /** Streams a file of `size` bytes into the archive. */
  addFile(name: string, file: string, size: number): Promise<void>;
  /** Ends the archive and waits until the file is written. */
  finish(): Promise<void>;
}

/** A gzip-compressed tar written to `file` (created; an existing file is refused). */
export function tarGzWriter(file: string): TarWriter {
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const gzip = createGzip();
  gzip.pipe(output);
  const done = finished(output);
  // Reported by `finish`; without a listener now, an early failure would crash the process.
  done.catch(() => undefined);
  return {
    async addBuffer(name, bytes) {
      await write(gzip, header(name, bytes.length, new Date()));
      await write(gzip, bytes);
      await write(gzip, padding(bytes.length));
    },
    async addFile(name, source, size) {
      await write(gzip, header(name, size, new Date()));
      let written = 0;
      for await (const chunk of createReadStream(source, { end: size - 1 }) as AsyncIterable<Buffer>) {
        written += chunk.length;
        await write(gzip, chunk);
      }
      if (written !== size) throw new Error(`tar: ${source} changed size while being archived`);
      await write(gzip, padding(size));
    },
    async finish() {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await done;
    },
  };
}

/** Where an entry goes, or null to refuse the archive; names are checked before anything is written. */
export type Destination = (name: string) => string | null;

/**
 * Extracts a gzip-compressed tar into files, entry by entry. Every name must be accepted by
 * `destination` (a closed list), so an archive cannot write outside the places it is meant for.
 * Returns the names extracted, in order.
 */
export async function extractTarGz(file: string, destination: Destination): Promise<string[]> {
  const names: string[] = [];
  let buffered: Buffer = Buffer.alloc(0);
  let entry: { name: string; size: number; left: number; out: Writable | null } | null = null;
  let ended = false;

  const closeEntry = async () => {
    if (!entry) return;
    const { out } = entry;
    entry = null;
    if (out) {
      out.end();
      await finished(out);
    }
  };

  const input: Readable = createReadStream(file).pipe(createGunzip());
  for await (const chunk of input as AsyncIterable<Buffer>) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    while (!ended) {
      if (entry) {
        if (entry.left > 0) {
          if (!buffered.length) break;
          const part = buffered.subarray(0, Math.min(entry.left, buffered.length));
          buffered = buffered.subarray(part.length);
          entry.left -= part.length;
          if (entry.out) await write(entry.out, part);
          continue;
        }
        const skip = padding(entry.size).length;
        if (buffered.length < skip) break;
        buffered = buffered.subarray(skip);
        await closeEntry();
        continue;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const text = (offset: number, length: number) =>
        block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
      const name = [text(345, 155), text(0, 100)].filter(Boolean).join('/');
      const size = parseInt(text(124, 12).trim() || '0', 8);
      const type = text(156, 1);
      if (!Number.isSafeInteger(size) || size < 0)
        throw new Error('The archive is damaged (bad entry size).');
      if (type !== '0' && type !== '') throw new Error(`The archive holds an unexpected entry: ${name}`);
      const target = destination(name);
      if (!target) throw new Error(`The archive holds an unexpected entry: ${name}`);
      names.push(name);
      await mkdir(path.dirname(target), { recursive: true });
      const out = createWriteStream(target, { flags: 'wx', mode: 0o600 });
      entry = { name, size, left: size, out };
    }
  }
  if (entry || !ended) throw new Error('The archive is incomplete (it ends in the middle).');
  return names;
}

/**
 * The first entry of a gzip-compressed tar, read without unpacking the rest (a backup's manifest
 * comes first, so a restore can refuse a wrong archive before writing anything). Null when the
 * first entry is not `name` or is larger than `maxBytes`.
 */
export async function readFirstEntry(
  file: string,
  name: string,
  maxBytes = 1024 * 1024,
): Promise<Buffer | null> {
  const source = createReadStream(file);
  const input = source.pipe(createGunzip());
  let buffered: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length < BLOCK) continue;
      const entryName = buffered.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = parseInt(buffered.toString('utf8', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
      if (entryName !== name || !(size <= maxBytes)) return null;
      if (buffered.length >= BLOCK + size) return buffered.subarray(BLOCK, BLOCK + size);
    }
    return null;
  } finally {
    input.destroy();
    source.destroy();
  }
}

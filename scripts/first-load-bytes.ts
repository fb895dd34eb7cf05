/**
 * `node --import tsx scripts/first-load-bytes.ts [out.json]`: the bytes of each public page's first
 * load as the portal sends them, without a browser: the HTML and every script and stylesheet it
 * names (preloads, the script list, stylesheets), compressed as served (Brotli), headers included.
 * Images are left out, as issue 9's goal leaves them out; what a page fetches only after it has run
 * (an antd part on demand, an API call) is not counted.
 *
 * It is how config/build/README.md measured what each build plugin saves: build with and without a
 * plugin, run this on each, compare. Lighthouse (`npm run bench:pages`) counts the same files as it
 * loads the page, and a few KB more (the current-user call, the favicon); use it for the goals.
 * Starts the portal from the last build, as `npm start` does, on a free port with a fresh data folder.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGES, startBuiltPortal } from './portal-process';

const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'en-US,en;q=0.9' };
/** A script or stylesheet of the build, as a page names it. */
const ASSET = /\/user\/dist\/[^"'\s)<>,\]]+?\.(?:js|css)(?=["'\s)<>,\]])/g;

interface Answer {
  status: number;
  encoding?: string;
  body: Buffer;
  /** The status line and headers, as they came over the wire. */
  headerBytes: number;
}

function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            headerBytes += response.rawHeaders[i].length + response.rawHeaders[i + 1].length + 4;
          const encoding = response.headers['content-encoding'];
          resolve({ status: response.statusCode ?? 0, encoding, body: Buffer.concat(chunks), headerBytes });
        });
      })
      .on('error', reject);
  });
}

const text = ({ body, encoding }: Answer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

async function main() {
  const { origin, stop } = await startBuiltPortal('bytes', 'error');
  const result: Record<string, { bytes: number; files: Record<string, number> }> = {};
  try {
    for (const page of PAGES) {
      const html = await get(`${origin}${page}`);
      const files: Record<string, number> = {};
      let bytes = html.body.length + html.headerBytes;
      for (const url of new Set(text(html).match(ASSET))) {
        const file = await get(`${origin}${url}`);
        if (file.status !== 200) throw new Error(`${url}: ${file.status}`);
        files[url] = file.body.length;
        bytes += file.body.length + file.headerBytes;
      }
      result[page] = { bytes, files };
      console.log(
        `${page.padEnd(16)} ${(bytes / 1024).toFixed(1)} KB in ${Object.keys(files).length + 1} files`,
      );
    }
  } finally {
    await stop();
  }
  if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(result, null, 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

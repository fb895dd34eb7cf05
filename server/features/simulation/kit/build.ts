/**
 * A scenario's starter kit, one zip: its README (the protocol and how to run), its sample
 * controller, and `run.cjs`, the local runner (runner.ts) bundled with the scenario and the physics
 * engine into one file that needs only Node.js. Built on the first download and kept by the
 * process: the sources it bundles change only with a deploy.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { ZipFile } from 'yazl';
import { SCENARIOS } from '../scenarios';

const SCENARIOS_DIR = path.join(__dirname, '../scenarios');
/** The physics engine's licence (Apache 2.0), which goes with its bundled copy. */
const RAPIER_LICENSE = path.join(
  path.dirname(require.resolve('@dimforge/rapier3d-deterministic-compat')),
  '../LICENSE',
);

/** The runner and everything it imports, as one CommonJS file. */
async function bundleRunner(scenario: string): Promise<Buffer> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'runner.ts')],
    bundle: true,
    platform: 'node',
    target: 'node18',
    format: 'cjs',
    write: false,
    // Readable: a team may read how its trial is run and scored.
    minify: false,
    legalComments: 'inline',
    define: { 'process.env.KIT_SCENARIO': JSON.stringify(scenario) },
    banner: { js: `#!/usr/bin/env node\n// The ${scenario} starter kit's local runner: node run.cjs --help` },
    logLevel: 'silent',
  });
  return Buffer.from(result.outputFiles[0]!.contents);
}

async function makeKit(name: string): Promise<Buffer> {
  const kit = path.join(SCENARIOS_DIR, name, 'kit');
  const zip = new ZipFile();
  // One fixed time for every entry: the same sources make the same zip.
  const mtime = new Date('2027-01-01T00:00:00Z');
  for (const file of ['README.md', 'main.py'])
    zip.addBuffer(await readFile(path.join(kit, file)), `${name}-kit/${file}`, { mtime });
  zip.addBuffer(await bundleRunner(name), `${name}-kit/run.cjs`, { mtime, mode: 0o100755 });
  zip.addBuffer(await readFile(RAPIER_LICENSE), `${name}-kit/LICENSE-rapier.txt`, { mtime });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const kits = new Map<string, Promise<Buffer>>();

/** The kit of a scenario the server runs, or undefined for any other name. */
export function starterKit(name: string): Promise<Buffer> | undefined {
  if (!Object.hasOwn(SCENARIOS, name)) return undefined;
  let kit = kits.get(name);
  if (!kit) {
    kit = makeKit(name);
    // A failed build is tried again at the next download.
    kit.catch(() => kits.delete(name));
    kits.set(name, kit);
  }
  return kit;
}

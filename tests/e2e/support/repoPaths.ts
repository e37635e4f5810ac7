import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file rather than the working directory, so tools work from anywhere. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where browser tests build and serve the web app: dist/ (vite.config.ts:
 * build.outDir), or ATRIUM_E2E_DIST so a test run never serves files that
 * another build is replacing at the same moment.
 */
export const distDir = process.env.ATRIUM_E2E_DIST
  ? path.resolve(process.env.ATRIUM_E2E_DIST)
  : path.join(repoRoot, 'dist');

/**
 * Biome's Linux x64 binary, depended on directly: the registry this project
 * installs from lacks Biome's other platform builds, so the `@biomejs/biome`
 * wrapper (which lists them all) would leave package-lock.json unusable by `npm ci`.
 */
export const biomePath = path.join(repoRoot, 'node_modules', '@biomejs', 'cli-linux-x64', 'biome');

/** A tool installed in node_modules/.bin, e.g. `binPath('vite')`; `biome` is the binary above. */
export function binPath(name: string): string {
  if (name === 'biome') return biomePath;
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

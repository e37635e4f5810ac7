import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file rather than the working directory, so tools work from anywhere. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where browser tests build and serve the web app: dist/ (vite.config.ts:
 * build.outDir), or ATRIUM_E2E_DIST so a test run never serves files that
 * another build is replacing at the same moment.
 */
export const distDir = process.env.ATRIUM_E2E_DIST ? path.resolve(process.env.ATRIUM_E2E_DIST) : path.join(repoRoot, 'dist');

/** A tool installed in node_modules/.bin, e.g. `binPath('vite')`. */
export function binPath(name: string): string {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

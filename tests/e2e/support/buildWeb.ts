import { spawn } from 'node:child_process';
import { binPath, distDir, repoRoot } from './repoPaths';

/**
 * Runs `vite build` into dist/ and resolves when it succeeds. Browser tests and
 * benchmarks build first so they always measure the current code, never a stale dist/.
 */
export function buildWeb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      binPath('vite'),
      ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        // vitest sets NODE_ENV=test, which would give React's development build: test what users get.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? `exit code ${code}`}); see its output above`));
    });
  });
}

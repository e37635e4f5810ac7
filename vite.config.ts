import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { entityMenusPlugin } from './src/app/build/entityMenusPlugin.js';
import { settingsMenusPlugin } from './src/app/build/settingsMenusPlugin.js';

// One config for the web build and all test projects. The server tests and the
// end-to-end tests run in Node; the web unit tests run in jsdom.
const backend = process.env.ATRIUM_DEV_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    entityMenusPlugin(fileURLToPath(new URL('./schemas', import.meta.url))),
    settingsMenusPlugin(fileURLToPath(new URL('./schemas', import.meta.url))),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // antd's form context (which every Select, Radio and Input reads for its status) builds
        // a FormProvider from @rc-component/form, whose index assigns Form.Field, Form.List…:
        // taken as side effects, they made every Select load the whole form library (13 kB
        // gzip). The package changes nothing outside itself, so what is unused may go.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/lang': backend,
      '/up': backend,
      '/app': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'screens/**/*.test.{ts,tsx}',
            'schemas/**/*.test.ts',
            'locales/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/jsdomSetup.ts'],
          // Lazy screens render in well under a second on a quiet machine, but npm test runs
          // the suites side by side on two cores; 5 s (the default) failed under that load.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/vite-precompress.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';

// The API server listens beside Vite in development (scripts/dev.ts); Vite forwards /api to it.
const apiPort = Number(process.env.DORO_API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    // The route tree is generated for dev and build; unit tests don't need it regenerated under them.
    !process.env.VITEST &&
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders split with their component: a loader's queries (API client, contract, zod) stay off the landing
        // page's first load (decision 006).
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: 'src/app/routes',
        generatedRouteTree: 'src/app/routeTree.gen.ts',
      }),
    react(),
    vanillaExtractPlugin(),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React, React DOM, TanStack Router and Query, which every page needs before it shows anything, as one script
        // instead of a dozen small ones: on a phone network each is a request of its own before the first paint
        // (issue 18; tests/browser/page-weight.spec.ts). The i18n core (decision 033) goes with them: every page's words
        // need it, and on its own the build makes it one more small script.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](query-core|react-query|react-router|router-core|history|store|react-store))[\\/]|[\\/]src[\\/]lib[\\/]i18n[\\/]i18n\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/conversations/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

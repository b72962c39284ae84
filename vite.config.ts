import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';

const workerFile = 'mockServiceWorker.js';

/** `@/x` is `src/x` (tsconfig.json's paths say the same to TypeScript), in every build. */
const sourceAlias = {
  find: /^@\//,
  replacement: fileURLToPath(new URL('./src/', import.meta.url)),
};

/**
 * Serves and emits Mock Service Worker's script straight from the installed package, so that the
 * worker always matches the library version and no generated copy lives in the repository.
 */
function mswWorker(): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${workerFile}`));
  return {
    name: 'murmur:msw-worker',
    configureServer(server) {
      server.middlewares.use(`/${workerFile}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: workerFile, source: source() });
    },
  };
}

/**
 * `vite build --ssr src/server/main.ts`: the Node host as plain JavaScript in dist-server/, since
 * Node 20 cannot run TypeScript. Packages stay in node_modules (Vite externalises them for SSR),
 * so better-sqlite3's native module and pg load as installed.
 */
const serverBuild: UserConfig = {
  publicDir: false,
  resolve: { alias: [sourceAlias] },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
  },
};

/**
 * `vite build --ssr src/web/prerender/index.ts` (scripts/prerender-shells.mjs): the module that
 * renders the first screens at build time and a logged-in visitor's first posts in the Node host.
 * React and the rest come inside it, in their production builds: left in node_modules, they
 * would pick their development builds wherever NODE_ENV is not "production" (npm start sets
 * none), which render several times slower.
 */
const renderModuleBuild: UserConfig = {
  publicDir: false,
  resolve: { alias: [sourceAlias] },
  build: {
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      // React Query's "use client" marks mean nothing to a module that only renders to a string.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/**
 * React Router publishes the same code twice, differing in one constant: the development copy
 * keeps its warnings for the developer (about 0.6 KB gzip of the first load). Its package exports
 * only that copy, so the production build is asked for by path.
 */
const reactRouterProduction = fileURLToPath(
  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Mock Service Worker keeps a jar of the cookies that mocked answers set, through tough-cookie,
 * which asks tldts for a name's registrable domain: the whole public suffix list, about 110 KB
 * gzip, half of the demo's backend. The in-page API sets no cookies, so the demo build asks a
 * small stand-in instead (src/browser-backend/registrable-domain.ts says why it is enough).
 */
const registrableDomain = {
  find: /^tldts$/,
  replacement: fileURLToPath(
    new URL('./src/browser-backend/registrable-domain.ts', import.meta.url),
  ),
};

/** The entry itself stays the entry chunk: a group that captured it would leave the HTML none. */
const isEntry = (id: string) => /[\\/]src[\\/]web[\\/]main\.tsx$|\.html$/.test(id);

export default defineConfig(({ command, mode, isSsrBuild }) => {
  if (isSsrBuild) return process.env.MURMUR_RENDER_MODULE ? renderModuleBuild : serverBuild;
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The demo build runs the API in the page; only VITE_BACKEND=server builds for the Node host
  // (main.tsx reads the same variable the same way).
  const browserBackend = (env.VITE_BACKEND ?? process.env.VITE_BACKEND) !== 'server';
  return {
    resolve: {
      alias:
        command === 'build'
          ? [
              sourceAlias,
              { find: /^react-router$/, replacement: reactRouterProduction },
              ...(browserBackend ? [registrableDomain] : []),
            ]
          : [sourceAlias],
    },
    plugins: [react(), ...(browserBackend ? [mswWorker()] : [])],
    build: {
      manifest: true,
      // Maps are written for whoever debugs the build, but no script points at them, and the
      // server serves them only with SERVE_SOURCE_MAPS=true.
      sourcemap: 'hidden',
      target: 'es2022',
      // The demo's in-page backend is one lazy chunk of about 300 kB (90 kB gzip): the whole API,
      // MSW and the seed data. npm run size watches what the first load costs.
      chunkSizeWarningLimit: 700,
      // One style sheet for the whole app, linked from the HTML: the pre-rendered first screen
      // paints styled before any script runs, and no route waits for a sheet of its own.
      cssCodeSplit: false,
      // The polyfill (for Safari before 17) rode in the first load; without it such a browser still
      // runs everything, only without fetching a lazy page's chunks ahead.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // What every page runs (React, the router, the query cache) as one chunk: one request
          // and one compression window rather than a dozen slivers that each cost a round trip.
          // Then the rest of what the entry needs, as one more. Both take only what the entry
          // imports statically ($initial): the parts of the query cache that only logged-in pages
          // use (infinite lists, mutation state) load with those pages. npm run size keeps count.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
                tags: ['$initial'],
                priority: 2,
              },
              { name: 'app', tags: ['$initial'], test: (id) => !isEntry(id), priority: 1 },
              // What the login and signup forms share (fields, the card, the single-flight
              // submit): one chunk for the login screen, not four slivers.
              {
                name: 'auth-forms',
                test: /src[\\/]web[\\/](components[\\/](form[\\/]|layout[\\/]auth-card)|lib[\\/]use-single-flight|features[\\/]auth[\\/]components[\\/]auth-form)/,
              },
            ],
          },
        },
      },
    },
  };
});

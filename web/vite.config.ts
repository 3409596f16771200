import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { productionReactOnly } from './production-react.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// Everything the Express process serves besides the SPA. Regex keys (leading ^) so that "/dev" does not
// also swallow Vite's own paths or a future "/developers" page.
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
  '^/files/': { target: apiTarget, changeOrigin: false },
  '^/dev/': { target: apiTarget, changeOrigin: false },
  // bull-board, served by the api (admins only), not a client route.
  '^/admin/queues': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  root: webRoot,
  // VITE_* settings come from the repository's .env, the one file the api and workers read too.
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), productionReactOnly()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (the landing-page JS budget test reads it).
    manifest: true,
    // Maps stay next to the build for debugging, but the bundles do not point at them and the api does
    // not serve them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app, and every page needs them: one chunk
        // that stays cached across deploys. Everything else (Mantine components, icons, markdown, Stripe,
        // the socket client) is split by Rolldown along the lazy routes, so a page loads only what it uses.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 3 }],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});

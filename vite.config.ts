import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentModules } from './vite.graphql-documents.js';
import { firstLoadChunks } from './vite.first-load-chunks.js';
import { blueprintIconPaths } from './vite.icon-paths.js';
import { precompress } from './vite.precompress.js';

// The SPA. In development the Vite server proxies the back end (npm start, port 8080).
const backend = process.env['ATRIUM_BACKEND_URL'] ?? 'http://localhost:8080';

export default defineConfig({
  // Precompression last: it reads the files the others wrote (issue 16 item 4).
  plugins: [react(), graphqlDocumentModules(), blueprintIconPaths(), firstLoadChunks(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The console's source is not published: the gateway serves dist/ as it is (issue 14 item 8).
    sourcemap: false,
  },
  server: {
    proxy: {
      '/graphql': { target: backend, ws: true, changeOrigin: true },
      '/api': { target: backend, ws: true, changeOrigin: true },
      '/oidc': { target: backend },
      '/.well-known': { target: backend },
      '/app-config.json': { target: backend, changeOrigin: true },
    },
  },
});

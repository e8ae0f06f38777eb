import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { katexFonts } from './scripts/build/katexFonts';
import { precompress } from './scripts/build/precompress';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'web',
  // katexFonts: KaTeX's fonts split by unicode-range; precompress: the server sends these .br/.gz files as they are
  // (docs/serving.md)
  plugins: [react(), katexFonts(), precompress()],
  // With `root: 'web'` Vite would look for postcss.config.cjs from web/ upward; name the repository root so the
  // Mantine preset is found the same way by `vite build`, `vite dev` and anything that loads this file.
  css: { postcss: repoRoot },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The server's CSP is `script-src 'self'`: never inline small assets as data: scripts.
    assetsInlineLimit: 0,
    // bench/bundle.ts follows the import graph from the manifest to weigh what each screen loads first.
    manifest: true,
  },
  server: {
    // The API and the files it serves (diagrams referenced from notes) come from `npm run dev` on port 3000.
    proxy: { '/api': 'http://127.0.0.1:3000', '/content-assets': 'http://127.0.0.1:3000' },
  },
});

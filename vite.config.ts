import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenGroups } from './scripts/build/firstScreenChunks';
import { inlineFavicon } from './scripts/build/inlineFavicon';
import { katexFonts } from './scripts/build/katexFonts';
import { keepWorkingScreen } from './scripts/build/offlineShell';
import { precompress } from './scripts/build/precompress';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

// The screens met first get one chunk each for what their page imports (scripts/build/firstScreenChunks.ts): the shell
// of every /app page, the working screen, and the sign-in page.
const firstScreens = [
  { name: 'shell', page: 'app/shell/AppLayout.tsx' },
  { name: 'working', page: 'features/working/WorkingPage.tsx' },
  { name: 'sign-in', page: 'features/auth/SignInPage.tsx' },
];

export default defineConfig(async ({ command }) => ({
  root: 'web',
  // katexFonts: KaTeX's fonts split by unicode-range; precompress: the server sends these .br/.gz files as they are
  // (docs/serving.md); VitePWA: the web manifest and the service worker web/pwa/sw.ts (docs/offline.md)
  plugins: [
    react(),
    inlineFavicon(fileURLToPath(new URL('web/public', import.meta.url))),
    katexFonts(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'pwa',
      filename: 'sw.ts',
      // The page registers the worker itself, after its first paint and off the first load (web/pwa/register.ts).
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/app',
        name: 'Paperwise',
        short_name: 'Paperwise',
        description: 'Exam practice for Hong Kong students, teachers, parents and schools.',
        // The name is the same in both languages; browsers that read localized members (a proposal Chromium is trying)
        // show the Chinese description to a Chinese system.
        // @ts-expect-error: not in the plugin's types yet
        description_localized: { 'zh-HK': '為香港學生、老師、家長和學校而設的考試練習。' },
        lang: 'en',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        theme_color: '#0a7a8f',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css,woff2}'],
        // The install downloads what a reload of the working screen needs, not the whole app (admin, the editor);
        // the rest is kept as it is used (docs/offline.md).
        manifestTransforms: [keepWorkingScreen],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
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
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): no 0.4 KB polyfill
    // in the entry. An older one loads each chunk when it is imported, as before.
    modulePreload: { polyfill: false },
    rolldownOptions:
      command === 'build'
        ? { output: { codeSplitting: { groups: await firstScreenGroups('web', repoRoot, firstScreens) } } }
        : {},
  },
  server: {
    // The API and the files it serves (diagrams referenced from notes) come from `npm run dev` on port 3000.
    proxy: { '/api': 'http://127.0.0.1:3000', '/content-assets': 'http://127.0.0.1:3000' },
  },
}));

import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurity } from './scripts/content-security.ts';
import { CACHE_CLEANUP, ocrAssets, ocrCacheName, ocrVersion } from './scripts/ocr-assets.ts';

/** Where `vite build --mode harness` puts the app with its scanner test page. */
const HARNESS_DIR = 'dist-harness';

// `--mode harness` builds into dist-harness/ and adds ocr.html, the scanner pipeline alone for the `ocr` command, its
// benchmark and the scanner's browser tests, and src/board/harness.html, the board reader's for the `board` command and
// its benchmark. The app's own build (dist/) never ships those test pages.
export default defineConfig(({ mode }) => ({
  // The scanner's files live under /ocr/<version>/ (src/ocr/files.ts).
  define: { __OCR_VERSION__: JSON.stringify(ocrVersion()) },
  worker: { format: 'es' },
  plugins: [
    preact(),
    ocrAssets(),
    // Nothing leaves the device: scripts/content-security.ts.
    contentSecurity(),
    VitePWA({
      // Updates wait for the banker's consent (UpdatePrompt); never swapped under a running game.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png', 'robots.txt'],
      manifest: {
        name: 'Mergemaker',
        short_name: 'Mergemaker',
        description: "The banker's assistant for a table game of Acquire: tiles, chains, mergers, payouts and the tally.",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0f1317',
        theme_color: '#0f1317',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        // The scanner's engine (about 4 MB) is cached the first time Scan is opened, not at install: see
        // docs/decisions.md. It is served by the app itself, never by another origin.
        globIgnores: ['ocr/**', 'ocr.html', 'assets/ocr-*.js', CACHE_CLEANUP],
        // Deletes the scanner caches of older versions when a new worker takes over.
        importScripts: [CACHE_CLEANUP],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/ocr/'),
            handler: 'CacheFirst',
            // One cache per scanner version (src/ocr/files.ts); older ones are deleted on activation.
            options: { cacheName: ocrCacheName() },
          },
        ],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    // Every browser that runs this app (ES2022, service workers) supports modulepreload; no polyfill in the shell.
    modulePreload: { polyfill: false },
    ...(mode === 'harness' ? { outDir: HARNESS_DIR, rollupOptions: { input: { main: 'index.html', ocr: 'ocr.html', board: 'src/board/harness.html' } } } : {}),
  },
}));

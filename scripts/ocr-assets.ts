/**
 * A Vite plugin that serves tesseract.js from the app itself (its defaults would fetch from a CDN): the worker, the two LSTM cores
 * (SIMD and not, chosen at run time) and the English data land in the build under /ocr/<version>/, and the dev server
 * answers the same paths. Nothing is fetched from any other origin.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const pkg = (name: string) => dirname(require.resolve(`${name}/package.json`));

const version = (name: string) => (JSON.parse(readFileSync(join(pkg(name), 'package.json'), 'utf8')) as { version: string }).version;

/** The scanner files' version: tesseract.js, its core and the English data, each by its package version. */
export function ocrVersion(): string {
  return `${version('tesseract.js')}-${version('tesseract.js-core')}-eng${version('@tesseract.js-data/eng')}-best-int`;
}

/** URL path under /ocr/<version>/ → file on disk. */
export function ocrFiles(): Record<string, string> {
  const core = pkg('tesseract.js-core');
  const dir = `ocr/${ocrVersion()}`;
  return {
    [`${dir}/worker.min.js`]: join(pkg('tesseract.js'), 'dist/worker.min.js'),
    [`${dir}/core/tesseract-core-simd-lstm.wasm.js`]: join(core, 'tesseract-core-simd-lstm.wasm.js'),
    [`${dir}/core/tesseract-core-lstm.wasm.js`]: join(core, 'tesseract-core-lstm.wasm.js'),
    [`${dir}/lang/eng.traineddata.gz`]: join(pkg('@tesseract.js-data/eng'), '4.0.0_best_int/eng.traineddata.gz'),
  };
}

/** Every scanner cache's name starts so; this version's is the one named after it. */
const CACHE_PREFIX = 'mergemaker-ocr';
export function ocrCacheName(): string {
  return `${CACHE_PREFIX}-${ocrVersion()}`;
}

/** The service-worker script (imported by the generated worker) that deletes older scanner caches when it takes over. */
export const CACHE_CLEANUP = 'ocr-cache-cleanup.js';
function cacheCleanup(): string {
  const current = ocrCacheName();
  return `// Scanner caches of other versions (and the unversioned one of early releases) go when this worker takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(${JSON.stringify(CACHE_PREFIX)}) && k !== ${JSON.stringify(current)}).map((k) => caches.delete(k)))));
});
`;
}

/** The plugin. */
export function ocrAssets(): Plugin {
  return {
    name: 'mergemaker-ocr-assets',
    generateBundle() {
      for (const [fileName, path] of Object.entries(ocrFiles())) this.emitFile({ type: 'asset', fileName, source: readFileSync(path) });
      this.emitFile({ type: 'asset', fileName: CACHE_CLEANUP, source: cacheCleanup() });
    },
    configureServer(server) {
      const files = ocrFiles();
      server.middlewares.use((req, res, next) => {
        const path = files[(req.url ?? '').replace(/^\//, '').split('?')[0]!];
        if (!path) return next();
        res.setHeader('Content-Type', path.endsWith('.gz') ? 'application/octet-stream' : 'text/javascript');
        res.end(readFileSync(path));
      });
    },
  };
}

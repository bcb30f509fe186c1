/**
 * A Vite plugin that serves tesseract.js from the app itself (STACK.md pitfall 4): the worker, the two LSTM cores
 * (SIMD and not, chosen at run time) and the English data land in the build under /ocr/, and the dev server
 * answers the same paths. Nothing is fetched from any other origin.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const pkg = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** URL path under /ocr/ → file on disk. */
export function ocrFiles(): Record<string, string> {
  const core = pkg('tesseract.js-core');
  return {
    'ocr/worker.min.js': join(pkg('tesseract.js'), 'dist/worker.min.js'),
    'ocr/core/tesseract-core-simd-lstm.wasm.js': join(core, 'tesseract-core-simd-lstm.wasm.js'),
    'ocr/core/tesseract-core-lstm.wasm.js': join(core, 'tesseract-core-lstm.wasm.js'),
    'ocr/lang/eng.traineddata.gz': join(pkg('@tesseract.js-data/eng'), '4.0.0_best_int/eng.traineddata.gz'),
  };
}

/** The plugin. */
export function ocrAssets(): Plugin {
  return {
    name: 'mergemaker-ocr-assets',
    generateBundle() {
      for (const [fileName, path] of Object.entries(ocrFiles())) this.emitFile({ type: 'asset', fileName, source: readFileSync(path) });
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

/**
 * Where the scanner's files are served: under /ocr/<version>/, the version naming tesseract.js, its core and its
 * language data together (set at build time), so an updated app never runs an older cached worker with newer code.
 * The service worker caches them in a cache named after the version (scripts/ocr-assets.ts) and deletes every older
 * scanner cache when it takes over.
 */
declare const __OCR_VERSION__: string;

const OCR_VERSION = __OCR_VERSION__;

/** A scanner file's path, from its name under the version folder ("worker.min.js", "lang/eng.traineddata.gz"). */
export function ocrPath(name: string): string {
  return `/ocr/${OCR_VERSION}/${name}`;
}

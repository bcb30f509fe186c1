/**
 * A board photo's pixels as the reader's worker sees them (decoded by Chromium, at most 1280 px wide), for the scripts
 * that run the reader in Node on them (board-train.mts, board-tune.mts); cached beside each photo as .rgba.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { imageDataUrl, type launchBrowser } from '../test/browser/harness.ts';
import type { Photo } from '../src/board/spaces.ts';

export type Page = Awaited<ReturnType<Awaited<ReturnType<typeof launchBrowser>>['context']['newPage']>>;

/** The photo's RGBA as the worker sees it (decoded by Chromium, at most 1280 px), cached beside it. */
export async function pixels(page: () => Promise<Page>, file: string): Promise<Photo> {
  const cache = file + '.rgba';
  if (!existsSync(cache)) {
    const b64 = await (await page()).evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const s = Math.min(1, 1280 / Math.max(bitmap.width, bitmap.height));
      const w = Math.round(bitmap.width * s);
      const h = Math.round(bitmap.height * s);
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(bitmap, 0, 0, w, h);
      const d = ctx.getImageData(0, 0, w, h).data;
      const all = new Uint8Array(8 + d.length);
      new DataView(all.buffer).setUint32(0, w);
      new DataView(all.buffer).setUint32(4, h);
      all.set(d, 8);
      let text = '';
      for (let i = 0; i < all.length; i += 0x8000) text += String.fromCharCode(...all.subarray(i, i + 0x8000));
      return btoa(text);
    }, imageDataUrl(file));
    // Written whole under another name, then renamed: two tunes run side by side never read half a file.
    const part = `${cache}.${process.pid}.part`;
    writeFileSync(part, Buffer.from(b64, 'base64'));
    renameSync(part, cache);
  }
  const buf = readFileSync(cache);
  const view = new DataView(buf.buffer, buf.byteOffset);
  return { width: view.getUint32(0), height: view.getUint32(4), data: new Uint8Array(buf.buffer, buf.byteOffset + 8) };
}

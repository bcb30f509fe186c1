/**
 * `npm run -s ocr -- IMAGE...`: runs the app's scanner pipeline (the ocr.html harness of the built app, in Debian's
 * Chromium) on image files and prints one JSON line per image:
 * { "file": …, "labels": [ { "tile": "7C", "confidence": 0.97, "alternatives": ["7G"] } ], "ms": … }.
 * Builds the app first when dist/ocr.html is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { launchBrowser, startPreview } from '../../test/browser/harness.ts';

type Api = { start(): Promise<number>; scan(d: string): Promise<{ labels: { tile: string; confidence: number; alternatives: string[] }[]; ms: number }> };
const MIME: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.bmp': 'image/bmp' };

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stderr.write('usage: npm run -s ocr -- IMAGE...\n');
    return 2;
  }
  if (!existsSync('dist/ocr.html')) spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { stdio: 'ignore' });
  const preview = await startPreview();
  const browser = await launchBrowser({ width: 800, height: 600 });
  let status = 0;
  try {
    const page = await browser.context.newPage();
    await page.goto(`${preview.url}ocr.html`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.evaluate(() => (window as unknown as { mergemakerOcr: Api }).mergemakerOcr.start());
    for (const file of files) {
      let line: object;
      try {
        const data = `data:${MIME[extname(file).toLowerCase()] ?? 'image/png'};base64,${readFileSync(file).toString('base64')}`;
        const out = await page.evaluate((d) => (window as unknown as { mergemakerOcr: Api }).mergemakerOcr.scan(d), data);
        line = { file, labels: out.labels, ms: Math.round(out.ms) };
      } catch (e) {
        status = 1;
        line = { file, error: `cannot read this image (${(e as Error).message.split('\n')[0]})` };
      }
      process.stdout.write(`${JSON.stringify(line)}\n`);
    }
  } finally {
    await browser.close();
    await preview.stop();
  }
  return status;
}

process.exitCode = await main(process.argv.slice(2));

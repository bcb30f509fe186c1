/**
 * The scanner's worker: started on demand, reused between scans, ended when idle; a scan can be
 * cancelled, which ends the worker, and the next scan starts a new one. Seen on the ocr.html harness page, which
 * counts the Web Workers made and ended.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { generateTestSet } from '../../scripts/ocr-testset.mts';
import type { ScanResult } from '../../src/ocr/scanner.ts';
import { imageDataUrl, openScannerPage } from './harness.ts';

type Workers = { made: number; ended: number; running: boolean };

test('the worker starts on demand, is reused, ends when idle; a cancelled scan ends it and the next scan starts afresh', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mergemaker-worker-'));
  const [set] = await generateTestSet(dir, 1, 11);
  const photo = imageDataUrl(join(dir, set!.file));
  const scanner = await openScannerPage();
  try {
    const workers = () => scanner.call<Workers>('workers');
    expect(await workers()).toEqual({ made: 0, ended: 0, running: false });

    const first = await scanner.call<ScanResult>('scan', photo);
    expect(first.labels.map((l) => l.tile).sort()).toEqual([...set!.tiles].sort());
    await scanner.call<ScanResult>('scan', photo);
    expect(await workers()).toEqual({ made: 1, ended: 0, running: true });

    await scanner.call('idle', '300');
    await scanner.call<ScanResult>('scan', photo);
    await expect.poll(workers, { timeout: 5_000 }).toEqual({ made: 1, ended: 1, running: false });
    await scanner.call('idle', '60000');

    // Cancelled while the worker is still loading, then in the middle of reading.
    expect(await scanner.call('scanCancelled', JSON.stringify([30, photo]))).toBe('AbortError');
    await expect.poll(workers, { timeout: 10_000 }).toEqual({ made: 2, ended: 2, running: false });
    await scanner.call<ScanResult>('scan', photo);
    expect(await scanner.call('scanCancelled', JSON.stringify([15, photo]))).toBe('AbortError');
    await expect.poll(workers, { timeout: 10_000 }).toEqual({ made: 3, ended: 3, running: false });

    const again = await scanner.call<ScanResult>('scan', photo);
    expect(again.labels.map((l) => l.tile).sort()).toEqual([...set!.tiles].sort());
    expect(await workers()).toEqual({ made: 4, ended: 3, running: true });
  } finally {
    await scanner.close();
  }
}, 120_000);

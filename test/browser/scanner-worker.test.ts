/**
 * The scanner's two workers (clean-up and recogniser): started together on demand, reused between scans, ended when
 * idle; a scan can be cancelled, which ends both, and the next scan starts new ones. Seen on the ocr.html harness page, which
 * counts the Web Workers made and ended.
 */
import { expect, test } from 'vitest';
import { photo as makePhoto } from '../../scripts/ocr-photos.mts';
import type { ScanResult } from '../../src/ocr/scanner.ts';
import { openScannerPage } from './harness.ts';

type Workers = { made: number; ended: number; running: boolean };

test('the workers start on demand, are reused, end when idle; a cancelled scan ends them and the next scan starts afresh', async () => {
  // This test is about the workers' life, not accuracy (bench:ocr measures that): a generated photo the scanner
  // reads (one ivory tile, 4I, on a plain table; seed 13 was picked for that).
  const made = makePhoto(13, { table: 'plain', layout: 'loose' });
  const set = made.truth;
  const photo = `data:image/jpeg;base64,${made.jpeg.toString('base64')}`;
  const scanner = await openScannerPage();
  try {
    const workers = () => scanner.call<Workers>('workers');
    expect(await workers()).toEqual({ made: 0, ended: 0, running: false });

    const first = await scanner.call<ScanResult>('scan', photo);
    expect(first.labels.map((l) => l.tile).sort()).toEqual([...set.tiles].sort());
    await scanner.call<ScanResult>('scan', photo);
    expect(await workers()).toEqual({ made: 2, ended: 0, running: true });
    // One scan at a time: a second one while the first runs is refused, and the first still reads its labels.
    const twice = await scanner.call<{ second: string; first: string[] }>('scanTwice', photo);
    expect(twice.second).toBe('ScanBusyError');
    expect(twice.first.sort()).toEqual([...set.tiles].sort());

    await scanner.call('idle', '300');
    await scanner.call<ScanResult>('scan', photo);
    await expect.poll(workers, { timeout: 5_000 }).toEqual({ made: 2, ended: 2, running: false });
    await scanner.call('idle', '60000');

    // Cancelled while the worker is still loading, then in the middle of reading.
    expect(await scanner.call('scanCancelled', JSON.stringify([30, photo]))).toBe('AbortError');
    await expect.poll(workers, { timeout: 10_000 }).toEqual({ made: 4, ended: 4, running: false });
    await scanner.call<ScanResult>('scan', photo);
    expect(await scanner.call('scanCancelled', JSON.stringify([15, photo]))).toBe('AbortError');
    await expect.poll(workers, { timeout: 10_000 }).toEqual({ made: 6, ended: 6, running: false });

    const again = await scanner.call<ScanResult>('scan', photo);
    expect(again.labels.map((l) => l.tile).sort()).toEqual([...set.tiles].sort());
    expect(await workers()).toEqual({ made: 8, ended: 6, running: true });
  } finally {
    await scanner.close();
  }
}, 120_000);

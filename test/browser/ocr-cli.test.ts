/** `npm run -s ocr -- IMAGE...`: one JSON line per image from the app's own pipeline. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { generateTestSet } from '../../scripts/ocr-testset.mts';

test('prints one JSON line per image with labels, confidence, alternatives and ms', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mergemaker-ocr-'));
  const truth = await generateTestSet(dir, 2, 7);
  const out = spawnSync('npm', ['run', '-s', 'ocr', '--', join(dir, truth[0]!.file), join(dir, truth[1]!.file)], { encoding: 'utf8' });
  expect(out.status).toBe(0);
  const lines = out.stdout.trim().split('\n').map((l) => JSON.parse(l));
  expect(lines.map((l) => l.file)).toEqual(truth.map((t) => join(dir, t.file)));
  for (const line of lines) {
    expect(Number.isFinite(line.ms)).toBe(true);
    for (const label of line.labels) {
      expect(label.tile).toMatch(/^(1[0-2]|[1-9])[A-I]$/);
      expect(label.confidence).toBeGreaterThanOrEqual(0);
      expect(label.confidence).toBeLessThanOrEqual(1);
      expect(Array.isArray(label.alternatives)).toBe(true);
    }
  }
}, 120_000);

// The learned judge of a space the rules leave unseen (issue 37; src/board/difference.ts, spaces.ts readByOdds):
// how its trees are walked, and the bars the rules keep over what it reads. What it learned is measured by the bench
// (npm run bench:board) and by the photos in read-board.test.ts.
import { describe, expect, test } from 'vitest';
import { differenceOdds, SURE } from '../../src/board/difference.ts';
import type { Tree } from '../../src/board/difference-trees.ts';
import { readByOdds, type Features, type SpaceReading } from '../../src/board/spaces.ts';

type F = [number, number, number, number, number];
const IVORY: F = [Math.log(200 + 4), 0.35, 0.34, 0.05, 0];
const BLACK: F = [Math.log(35 + 4), 0.33, 0.33, 0.1, 0];
/** A space's features with its four quarters (each the space's own look) and their textures, as a photo gives them. */
const sampled = (f: F) => [...f, ...[0, 1, 2, 3].flatMap(() => [f[0], f[1], f[2]]), f[3], f[3], f[3], f[3]] as unknown as Features;

describe('the learned judge', () => {
  test('a tree is walked by its measure and threshold: at or below goes left, above goes right; the sum of the leaves and the base is the odds', () => {
    // One tree on measure 0 at 1.5: leaves -2 and 3; a second on measure 1 at 0: leaves 0.5 and -0.5; base 0.
    const trees: Tree[] = [[0, 1.5, -2, 3], [1, 0, 0.5, -0.5]];
    // [1, 0]: -2 + 0.5 = -1.5, 1 / (1 + e^1.5) = 0.18243; [1.5, 0]: at the threshold, left too.
    expect(differenceOdds([1, 0], trees, 0)).toBeCloseTo(0.18243, 4);
    expect(differenceOdds([1.5, 0], trees, 0)).toBeCloseTo(0.18243, 4);
    // [2, 1]: 3 - 0.5 = 2.5, 1 / (1 + e^-2.5) = 0.92414; with base 1: 3.5, 0.97069.
    expect(differenceOdds([2, 1], trees, 0)).toBeCloseTo(0.92414, 4);
    expect(differenceOdds([2, 1], trees, 1)).toBeCloseTo(0.97069, 4);
  });
});

describe('what the learned judge may read', () => {
  // Rows A and B entered as ivory tiles (cells 0-23, more than the first turns' 8), every other space black and empty.
  const entered = new Set(Array.from({ length: 24 }, (_, i) => i));
  const features = Array.from({ length: 108 }, (_, cell) => sampled(entered.has(cell) ? IVORY : BLACK));
  const bands = features.map((f) => [f[0], f[1], f[2], f[3], 0] as Features);
  const steps = features.map(() => null);
  /** The rules' reading: every space as the ledger says but those given, unseen. */
  const leaving = (unseen: number[]) => features.map((_, cell): SpaceReading => (unseen.includes(cell) ? 'unsure' : entered.has(cell) ? 'tile' : 'empty'));

  test('a space left unseen that the judge is sure differs from the ledger is read against it: 7F (cell 66) a tile not entered, 1A (cell 0) an entry gone', () => {
    const asked: number[] = [];
    const reading = readByOdds(features, bands, steps, entered, leaving([0, 66, 90]), (_, cell) => {
      asked.push(cell);
      return cell === 66 || cell === 0 ? SURE : SURE / 2;
    });
    expect(reading[66]).toBe('tile');
    expect(reading[0]).toBe('empty');
    // 7I (cell 90), not sure enough: still unseen.
    expect(reading[90]).toBe('unsure');
    // Asked of the three unseen spaces only, never of a space the rules read.
    expect(asked.sort((a, b) => a - b)).toEqual([0, 66, 90]);
  });

  test('a hair under SURE is not sure: the space stays unseen', () => {
    const reading = readByOdds(features, bands, steps, entered, leaving([66]), () => SURE - 1e-9);
    expect(reading[66]).toBe('unsure');
  });

  test('two spaces side by side the judge would read against the ledger (7F and 8F) stay unseen: one cover over both is likelier', () => {
    const reading = readByOdds(features, bands, steps, entered, leaving([66, 67]), () => 1);
    expect([reading[66], reading[67]]).toEqual(['unsure', 'unsure']);
  });

  test('in the first turns (3 tiles entered) the judge is not asked: the tiles\' look is no tile\'s own yet', () => {
    const few = new Set([0, 1, 2]);
    const reading = features.map((_, cell): SpaceReading => (cell === 66 ? 'unsure' : few.has(cell) ? 'tile' : 'empty'));
    let asked = 0;
    const out = readByOdds(features, bands, steps, few, reading, () => {
      asked++;
      return 1;
    });
    expect(out[66]).toBe('unsure');
    expect(asked).toBe(0);
  });
});

// Export file names: the day and the players' names, in letters and digits only.
import { describe, expect, test } from 'vitest';
import { fileName } from '../../src/ui/files.ts';

describe('the name of an exported game', () => {
  test('players named only with symbols or emoji are left out; with no letter at all the file is "game"', () => {
    const day = new Date().toISOString().slice(0, 10);
    expect(fileName(['😀', '★★', 'Ann'])).toBe(`mergemaker-${day}-Ann.json`);
    expect(fileName(['😀', '★★'])).toBe(`mergemaker-${day}-game.json`);
    expect(fileName(['José', 'Zoë 2'])).toBe(`mergemaker-${day}-José-Zoë2.json`);
  });
});

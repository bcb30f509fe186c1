// Reading generated board photos (scripts/board-photos.mts, with their own truth) in the unit tests of the board
// reader, and judging a reading against that truth. Shared by the files that split the reader's end-to-end tests.
import jpeg from 'jpeg-js';
import { expect } from 'vitest';
import { boardPhoto, type BoardForce, type BoardTruth } from '../../scripts/board-photos.mts';
import { readBoard, type BoardReading } from '../../src/board/read-board.ts';
import { tileName, TILE_COUNT } from '../../src/engine/index.ts';

/** A black board with ivory tiles seen 20° from straight down, evenly lit, nothing over it. */
export const SCENE: BoardForce = { board: true, look: 'black', light: 'even', tilt: 20, hand: false, tiles: 30 };
export const decode = (bytes: Buffer) => jpeg.decode(bytes, { useTArray: true });
/** A generated photo (scripts/board-photos.mts) read against its own ledger: the reading, and the photo's truth. */
export function readPhoto(...args: Parameters<typeof boardPhoto>): { r: BoardReading; truth: Omit<BoardTruth, 'file'> } {
  const { jpeg: bytes, truth } = boardPhoto(...args);
  return { r: readBoard(decode(bytes), truth.ledger), truth };
}

/**
 * How far (px) the grid's corners were found from where the camera put them, at the worst corner; `either way round`:
 * only where the grid lies is asked, not which of its ends is 1A (the half turn as a whole, not corner by corner).
 */
export function cornersOff(r: BoardReading, truth: Omit<BoardTruth, 'file'>, turn?: 'either way round'): number {
  const off = (shift: number) => Math.max(...r.corners!.map((c, i) => Math.hypot(c[0] - truth.corners![(i + shift) % 4]![0], c[1] - truth.corners![(i + shift) % 4]![1])));
  return turn ? Math.min(off(0), off(2)) : off(0);
}

/**
 * The spaces a reading gets wrong against the photo's truth (said tile or empty, and not so; spaces hidden under a hand
 * or card left out) and the spaces in full view it could not see.
 */
export function misread(r: BoardReading, truth: Omit<BoardTruth, 'file'>): { wrong: string[]; unseen: string[] } {
  if (!r.board) return { wrong: [], unseen: [] };
  const names = Array.from({ length: TILE_COUNT }, (_, c) => tileName(c));
  const inView = names.filter((n) => !truth.hidden.includes(n));
  return {
    wrong: inView.filter((n) => !r.unsure.includes(n) && r.occupied.includes(n) !== truth.occupied.includes(n)),
    unseen: inView.filter((n) => r.unsure.includes(n) && !truth.partly.includes(n)),
  };
}

/** A board found where the camera put it (within 8 px at every corner, either way round), every space read right. */
export function expectReadExactly(r: BoardReading, truth: Omit<BoardTruth, 'file'>): void {
  expect(r.board).toBe(true);
  expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  expect(cornersOff(r, truth, 'either way round')).toBeLessThan(8);
}

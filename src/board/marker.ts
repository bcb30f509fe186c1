/**
 * A hotel marker standing on a tile. It hides the tile's middle, where a space is read (spaces.ts), and a marker the
 * colour of the board's spaces (a yellow marker on a yellow tray) makes that middle look like an empty space: the
 * entered tile would be said off the table. The tile's rim still shows round the marker: a space read as empty
 * against the ledger whose rim looks like the tiles near it on two sides or more is said unseen.
 */
import { COLUMNS } from '../engine/index.ts';
import type { Mat3 } from './homography.ts';
import { boxLook, tileRims, type Features, type Photo, type SpaceReading } from './spaces.ts';

/**
 * The rim's strips: from this far inside the space's edge, this deep, along the middle half of each side (in spaces).
 * A tile nearly fills its space and a marker about half of it: the tile shows between them (in the generated photos
 * a tile is 0.86-0.94 of its space, a marker 0.45-0.6). A neighbouring tile, a little off its own space, reaches
 * 0.03 into this one at most.
 */
const INSET = 0.07;
const DEPTH = 0.1;
/** Samples across and along a strip. */
const SAMPLES = 5;
/** How many sides' strips must look like a tile (a neighbouring tile's side, seen steeply, may reach into one). */
const SIDES = 2;

/** The spaces read as empty against the ledger (`entered`) whose rim looks like a tile's on SIDES sides or more. */
export function markedTiles(photo: Photo, toPhoto: Mat3, features: (Features | null)[], reading: SpaceReading[], entered: Set<number>): number[] {
  return reading.flatMap((r, cell) => {
    if (r !== 'empty' || !entered.has(cell)) return [];
    const u = cell % COLUMNS;
    const v = Math.floor(cell / COLUMNS);
    const strips: [number, number, number, number][] = [
      [u + INSET, v + 0.25, DEPTH, 0.5],
      [u + 1 - INSET - DEPTH, v + 0.25, DEPTH, 0.5],
      [u + 0.25, v + INSET, 0.5, DEPTH],
      [u + 0.25, v + 1 - INSET - DEPTH, 0.5, DEPTH],
    ];
    const looks = strips.map((box) => boxLook(photo, toPhoto, box, SAMPLES, (SAMPLES * SAMPLES) / 2)).filter((look) => look !== null);
    return tileRims(features, entered, cell, looks) >= SIDES ? [cell] : [];
  });
}

/**
 * How one scan compares with a photo's truth, counted alike by `npm run bench:ocr` (in Chromium) and the tuning
 * replica (scripts/ocr-tune.mts, in Node): which tiles were read exactly, which labels are not in the photo and how
 * many of those were shown as sure, and, for a photo without a tile, whether it gave no chip and no hint either.
 */
import { SURE, type LabelReading } from '../src/ocr/label.ts';

/** One photo's score. */
export interface PhotoScore {
  /** Per tile of the truth, whether it was read. */
  hit: boolean[];
  /** Labels read that are not in the photo. */
  wrong: LabelReading[];
  /** How many of those were shown as sure (confidence ≥ SURE, as the Scan panel shows them). */
  wrongSure: number;
  /** No chip at all. */
  clean: boolean;
  /** No chip and no "tile here, unreadable" hint. */
  quiet: boolean;
}

/** The score of a scan's labels (and count of unreadable faces) against the photo's tiles. */
export function scorePhoto(tiles: string[], labels: LabelReading[], unread: number): PhotoScore {
  const read = new Set(labels.map((l) => l.tile));
  const wrong = labels.filter((l) => !tiles.includes(l.tile));
  const clean = labels.length === 0;
  return { hit: tiles.map((t) => read.has(t)), wrong, wrongSure: wrong.filter((l) => l.confidence >= SURE).length, clean, quiet: clean && unread === 0 };
}

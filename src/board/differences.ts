/**
 * What a photo's reading and the ledger disagree on, defined once: the `board` command prints it and the game
 * screen's check (app/board-check.ts) words it, so the two can never differ. A space that could not be seen is
 * neither: it is said apart.
 */
import { parseTile, tileName } from '../engine/index.ts';

export interface Differences {
  /** On the table and not entered. */
  notEntered: string[];
  /** Entered and not on the table. */
  notOnTable: string[];
}

/**
 * The differences, each in board order (1A, 2A, … 12I). `entered`: the ledger's tiles, as the engine reads a tile
 * name ("7c" is 7C; what is no tile is left out); `reading`: the spaces holding a tile and those not seen, by name.
 */
export function differencesFrom(entered: Iterable<string>, reading: { occupied: string[]; unsure: string[] }): Differences {
  const ledger = new Set([...entered].map(parseTile).filter((t): t is number => t !== null));
  const seen = new Set(reading.occupied.map(parseTile));
  const unsure = new Set(reading.unsure.map(parseTile));
  return {
    notEntered: reading.occupied.filter((t) => !ledger.has(parseTile(t)!)),
    notOnTable: [...ledger].filter((t) => !seen.has(t) && !unsure.has(t)).sort((a, b) => a - b).map(tileName),
  };
}

/** How many spaces differ (either way), of a reading's differences or of a check's lines made from them. */
export const differenceCount = (d: { notEntered: readonly unknown[]; notOnTable: readonly unknown[] }): number => d.notEntered.length + d.notOnTable.length;

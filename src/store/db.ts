/**
 * The IndexedDB database (Dexie): the live tables' shapes and the schema versions, which are append-only. The
 * upgrades live in migrations.ts, which imports no app code (the linter holds it to that).
 */
import Dexie, { type Table } from 'dexie';
import type { Action, RecordSetup } from '../engine/index.ts';
import { START_REV, upgradeToV3 } from './migrations.ts';

export { START_REV };

/** One saved game: its setup and a summary for the saved-games list. Actions live in their own table. */
export interface GameRow {
  id: string;
  createdAt: number;
  updatedAt: number;
  setup: RecordSetup;
  status: 'playing' | 'ended';
  /** Number of actions stored for the game (the next action's `seq`). */
  actionCount: number;
  /**
   * Names the stored record exactly: the `uid` of its last action, or START_REV with none. Actions are only ever
   * appended or removed from the end, and every stored action gets a new uid, so equal revs mean equal records.
   */
  rev: string;
  /** Names of the players with the most money now (the winners once ended). */
  leaders: string[];
}

/** One accepted action of a game, stored as it was entered; `seq` counts from 0. */
export interface ActionRow {
  gameId: string;
  seq: number;
  action: Action;
  /** A fresh id for this stored action; never reused, so it names the whole record up to it. */
  uid: string;
}

/** Small settings and memories (names used before). */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** The database name the app uses. */
export const DB_NAME = 'mergemaker';

/** The app's database. */
export class MergemakerDB extends Dexie {
  games!: Table<GameRow, string>;
  actions!: Table<ActionRow, [string, number]>;
  meta!: Table<MetaRow, string>;

  constructor(name: string = DB_NAME) {
    // Chromium commits 'relaxed' by default (no flush to disk); a banker losing power must not lose an action.
    super(name, { chromeTransactionDurability: 'strict' });
    // Version 2, the first that left development: one row per action (one small write per action instead of
    // rewriting the whole record), and games carry a status for the saved-games list.
    this.version(2).stores({ games: 'id, updatedAt, status', actions: '[gameId+seq], gameId', meta: 'key' });
    // Version 3: each action row gets a uid and each game the rev of its last action, so a write can name the
    // exact record it was made on (two tabs, undo then a new action: the count alone repeats).
    this.version(3)
      .stores({ games: 'id, updatedAt, status', actions: '[gameId+seq], gameId', meta: 'key' })
      .upgrade(upgradeToV3);
  }
}

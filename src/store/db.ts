/**
 * The IndexedDB database (Dexie). Schema versions are append-only; an upgrade never imports live app code, it
 * carries its own copy of the old record shape (HOUSE-STYLE.md "Persistence").
 */
import Dexie, { type Table, type Transaction } from 'dexie';
import type { Action, RecordSetup } from '../engine/index.ts';

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
  /** Set by a schema upgrade: status and leaders must be recomputed by replaying the game. */
  stale?: boolean;
}

/** One accepted action of a game, stored as it was entered; `seq` counts from 0. */
export interface ActionRow {
  gameId: string;
  seq: number;
  action: Action;
  /** A fresh id for this stored action; never reused, so it names the whole record up to it. */
  uid: string;
}

/** The rev of a game with no action stored (an empty record is the same record in every tab). */
export const START_REV = 'start';

/** Small settings and memories (names used before). */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** The database name the app uses. */
export const DB_NAME = 'mergemaker';

/** Version 1 kept each game as one row holding the whole record; copied here for the upgrade. */
export interface GameRowV1 {
  id: string;
  createdAt: number;
  updatedAt: number;
  record: { format: string; version: number; setup: RecordSetup; actions: Action[] };
}

/** The app's database. */
export class MergemakerDB extends Dexie {
  games!: Table<GameRow, string>;
  actions!: Table<ActionRow, [string, number]>;
  meta!: Table<MetaRow, string>;

  constructor(name: string = DB_NAME) {
    // Chromium commits 'relaxed' by default (no flush to disk); a banker losing power must not lose an action.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({ games: 'id, updatedAt', meta: 'key' });
    // Version 2: actions are appended one row each (one small write per action instead of rewriting the whole
    // record), and games carry a status for the saved-games list.
    this.version(2)
      .stores({ games: 'id, updatedAt, status', actions: '[gameId+seq], gameId', meta: 'key' })
      .upgrade(upgradeToV2);
    // Version 3: each action row gets a uid and each game the rev of its last action, so a write can name the
    // exact record it was made on (two tabs, undo then a new action: the count alone repeats).
    this.version(3)
      .stores({ games: 'id, updatedAt, status', actions: '[gameId+seq], gameId', meta: 'key' })
      .upgrade(upgradeToV3);
  }
}

/** The uid given to an action stored before version 3: unique within its game, never given to a new action. */
export const legacyUid = (seq: number) => `v2-${seq}`;

/** v2 → v3: uids for stored actions, and each game's rev from its last action. Needs no rule, no app code. */
export async function upgradeToV3(tx: Transaction): Promise<void> {
  await tx.table('actions').toCollection().modify((row: { seq: number; uid?: string }) => {
    row.uid = legacyUid(row.seq);
  });
  await tx.table('games').toCollection().modify((row: { actionCount: number; rev?: string }) => {
    row.rev = row.actionCount > 0 ? legacyUid(row.actionCount - 1) : START_REV;
  });
}

/**
 * v1 → v2: move each game's actions into the actions table. The summary (status, leaders) needs the rules, which
 * a migration must not import, so rows are marked stale and the app recomputes them by replay on start.
 */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const games = tx.table('games');
  const old = (await games.toArray()) as GameRowV1[];
  const rows: ActionRow[] = [];
  const updated: GameRow[] = old.map((g) => {
    const list = g.record?.actions ?? [];
    list.forEach((action, seq) => rows.push({ gameId: g.id, seq, action, uid: legacyUid(seq) }));
    return {
      id: g.id,
      createdAt: g.createdAt,
      updatedAt: g.updatedAt,
      setup: g.record.setup,
      status: 'playing',
      actionCount: list.length,
      rev: list.length > 0 ? legacyUid(list.length - 1) : START_REV,
      leaders: [],
      stale: true,
    };
  });
  await tx.table('actions').bulkAdd(rows);
  await games.bulkPut(updated);
}

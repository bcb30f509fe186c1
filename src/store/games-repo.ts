/** Saved games in IndexedDB: create, append one action, take the last one back, list, load, delete. */
import type { Action, GameRecord, RecordSetup } from '../engine/index.ts';
import { type GameRow, MergemakerDB } from './db.ts';

/** What the saved-games list shows of a game, computed by the app from the engine. */
export interface GameSummary {
  status: GameRow['status'];
  leaders: string[];
}

/** Raised when the stored game no longer matches what the app holds (another tab wrote to it). */
export class GameOutOfStepError extends Error {
  override name = 'GameOutOfStepError';
}

const KNOWN_NAMES = 'knownNames';

/** The games repository; the only module the app uses to reach IndexedDB. */
export class GamesRepo {
  constructor(readonly db: MergemakerDB = new MergemakerDB()) {}

  /** Opens the database (runs any upgrade); rejects when IndexedDB is unavailable. */
  async open(): Promise<void> {
    await this.db.open();
  }

  /** Stores a new game (an imported one may come with actions) and returns its id. Never overwrites. */
  async create(setup: RecordSetup, actions: Action[], summary: GameSummary): Promise<string> {
    const id = crypto.randomUUID();
    const now = Date.now();
    await this.db.transaction('rw', this.db.games, this.db.actions, async () => {
      await this.db.games.add({ id, createdAt: now, updatedAt: now, setup, actionCount: actions.length, ...summary });
      await this.db.actions.bulkAdd(actions.map((action, seq) => ({ gameId: id, seq, action })));
    });
    return id;
  }

  /** Appends the action number `seq` (0-based) of a game, with the summary after it, in one transaction. */
  async append(id: string, seq: number, action: Action, summary: GameSummary): Promise<void> {
    await this.db.transaction('rw', this.db.games, this.db.actions, async () => {
      const row = await this.db.games.get(id);
      if (!row || row.actionCount !== seq) throw new GameOutOfStepError(`game ${id} is not at action ${seq}`);
      await this.db.actions.add({ gameId: id, seq, action });
      await this.db.games.update(id, { actionCount: seq + 1, updatedAt: Date.now(), ...summary });
    });
  }

  /** Takes back the last action of a game (undo). */
  async removeLast(id: string, count: number, summary: GameSummary): Promise<void> {
    await this.db.transaction('rw', this.db.games, this.db.actions, async () => {
      const row = await this.db.games.get(id);
      if (!row || row.actionCount !== count || count === 0) throw new GameOutOfStepError(`game ${id} has not ${count} actions`);
      await this.db.actions.delete([id, count - 1]);
      await this.db.games.update(id, { actionCount: count - 1, updatedAt: Date.now(), ...summary });
    });
  }

  /** Replaces a game's summary (after an upgrade marked it stale). */
  async setSummary(id: string, summary: GameSummary): Promise<void> {
    await this.db.games.update(id, { ...summary, stale: false });
  }

  /** A game's record, or null when there is no such game. */
  async load(id: string): Promise<{ row: GameRow; record: GameRecord } | null> {
    return this.db.transaction('r', this.db.games, this.db.actions, async () => {
      const row = await this.db.games.get(id);
      if (!row) return null;
      const rows = await this.db.actions.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray();
      return { row, record: { format: 'mergemaker-game', version: 1, setup: row.setup, actions: rows.map((r) => r.action) } };
    });
  }

  /** Every saved game, most recently played first. */
  async list(): Promise<GameRow[]> {
    return (await this.db.games.orderBy('updatedAt').reverse().toArray()) as GameRow[];
  }

  /** Deletes a game and its actions. */
  async delete(id: string): Promise<void> {
    await this.db.transaction('rw', this.db.games, this.db.actions, async () => {
      await this.db.actions.where('gameId').equals(id).delete();
      await this.db.games.delete(id);
    });
  }

  /** Names used in earlier games, most recent first. */
  async knownNames(): Promise<string[]> {
    const row = await this.db.meta.get(KNOWN_NAMES);
    return Array.isArray(row?.value) ? (row.value as string[]) : [];
  }

  /** Remembers the names of a new game (kept to the 30 most recent). */
  async rememberNames(names: string[]): Promise<void> {
    const known = await this.knownNames();
    const merged = [...names, ...known.filter((n) => !names.includes(n))].slice(0, 30);
    await this.db.meta.put({ key: KNOWN_NAMES, value: merged });
  }
}

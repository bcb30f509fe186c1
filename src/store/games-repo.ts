/** Saved games in IndexedDB: create, append one action, take the last one back, list, load, delete. */
import type { Action, GameRecord, RecordSetup } from '../engine/index.ts';
import { liveQuery } from 'dexie';
import { type GameRow, MergemakerDB, START_REV } from './db.ts';
import { sameHead, type Head } from './head.ts';

/**
 * Actions stored per bulk write when a long record is imported (progress is reported after each). The import's
 * worker does this; when the page must (the worker could not), each stored row costs it 0.1-0.2 ms (a slow 2-core
 * machine: 250 rows held it 50-60 ms), so a chunk holds it 10-20 ms.
 */
const CHUNK = 100;
/**
 * Actions per bulk write when the import's worker stores a game: the page only redraws the progress bar after
 * each, and bigger writes go faster (100 a write: 25 s and 40 redraws a second for 100,000 actions).
 */
const WORKER_CHUNK = 1000;
/**
 * Actions read per request when a game is loaded. Measured reading 100,001 rows on a 2-core machine: pages of 5000
 * took 100-300 ms each and 2.7-3.2 s in all, and held the page's timers up to 207 ms; pages of 250 took 2-10 ms
 * each and 0.9-1.0 s in all.
 */
const PAGE = 250;
/** Reads of a long game in pages, each seeing another tab write, before it is read in one transaction. */
const READ_TRIES = 3;

/** A pause between two pages of a long read, for the page to run its timers and draw. */
const pauseBetweenPages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const headOf = (row: GameRow): Head => ({ count: row.actionCount, rev: row.rev });

function loaded(row: GameRow, actions: Action[]): { row: GameRow; record: GameRecord; head: Head } {
  return { row, record: { format: 'mergemaker-game', version: 1, setup: row.setup, actions }, head: headOf(row) };
}

/** What the saved-games list shows of a game, computed by the app from the engine. */
export interface ListSummary {
  status: GameRow['status'];
  leaders: string[];
}

export type { Head } from './head.ts';

/**
 * Raised when a write was made on a record that is no longer the stored one (another tab or window wrote to the
 * game first): nothing is written, and the writer must re-read the game before it writes again.
 */
export class GameConflictError extends Error {
  override name = 'GameConflictError';
}

/** Raised when the game is no longer stored (deleted in another tab). */
export class GameMissingError extends Error {
  override name = 'GameMissingError';
}

const KNOWN_NAMES = 'knownNames';
const OPEN_GAME = 'openGame';

/** The games repository; the only module the app uses to reach IndexedDB. */
export class GamesRepo {
  /** `pause` is what a long read waits for between two pages (tests hand in one that writes meanwhile). */
  constructor(
    readonly db: MergemakerDB = new MergemakerDB(),
    private readonly pause: () => Promise<void> = pauseBetweenPages,
  ) {}

  /** Opens the database (runs any upgrade); rejects when IndexedDB is unavailable. */
  async open(): Promise<void> {
    await this.db.open();
  }

  /**
   * Calls `onClose` once when the database is closed under the app: another tab opened a newer version of it
   * (an app update). Dexie closes the connection itself so the other tab's upgrade can go ahead.
   */
  onClosedByUpdate(onClose: () => void): void {
    this.db.on('versionchange', () => {
      this.db.close();
      onClose();
      return false;
    });
  }

  /** Stores a new game (an imported one may come with actions, stored in chunks to report progress). Never overwrites. */
  async create(setup: RecordSetup, actions: Action[], summary: ListSummary, onProgress?: (stored: number) => void, chunk = CHUNK): Promise<{ id: string; head: Head }> {
    const id = crypto.randomUUID();
    const now = Date.now();
    const head = await this.db.transaction('rw', this.db.games, this.db.actions, async () => {
      await this.db.games.add({ id, createdAt: now, updatedAt: now, setup, actionCount: 0, rev: START_REV, ...summary });
      return this.writeRows(id, { count: 0, rev: START_REV }, 0, actions, summary, onProgress, chunk);
    });
    return { id, head };
  }

  /**
   * Makes the stored game equal a tab's copy in one transaction: checks the store is still at `expected` (the
   * record the tab last saw), keeps its first `keep` actions, removes the rest and appends `add`. Appending one
   * action, undo (keep count - 1, add none) and catching up after storage came back are all this one write.
   * Throws GameConflictError, and writes nothing, when another writer got there first.
   */
  async write(id: string, expected: Head, keep: number, add: Action[], summary: ListSummary): Promise<Head> {
    return this.db.transaction('rw', this.db.games, this.db.actions, () => this.writeRows(id, expected, keep, add, summary));
  }

  private async writeRows(id: string, expected: Head, keep: number, add: Action[], summary: ListSummary, onProgress?: (stored: number) => void, chunk = CHUNK): Promise<Head> {
    const row = await this.db.games.get(id);
    if (!row) throw new GameMissingError(`game ${id} is not stored`);
    if (row.actionCount !== expected.count || row.rev !== expected.rev) {
      throw new GameConflictError(`game ${id} is at ${row.actionCount}/${row.rev}, not ${expected.count}/${expected.rev}`);
    }
    if (keep < 0 || keep > row.actionCount) throw new RangeError(`cannot keep ${keep} of ${row.actionCount} actions`);
    if (keep < row.actionCount) await this.db.actions.where('[gameId+seq]').between([id, keep], [id, Infinity]).delete();
    // With nothing added the record now ends at its `keep`-th action, whose uid names it.
    let rev = keep === 0 ? START_REV : add.length > 0 ? '' : (await this.db.actions.get([id, keep - 1]))!.uid;
    for (let from = 0; from < add.length; from += chunk) {
      const rows = add.slice(from, from + chunk).map((action, i) => ({ gameId: id, seq: keep + from + i, action, uid: crypto.randomUUID() }));
      await this.db.actions.bulkAdd(rows);
      rev = rows.at(-1)!.uid;
      onProgress?.(from + rows.length);
    }
    const count = keep + add.length;
    await this.db.games.update(id, { actionCount: count, rev, updatedAt: Date.now(), ...summary });
    return { count, rev };
  }

  /** Where the stored game stands now, or null when it is not stored. */
  async head(id: string): Promise<Head | null> {
    const row = await this.db.games.get(id);
    return row ? headOf(row) : null;
  }

  /** Calls `onChange` with the game's head whenever any tab changes it (null once deleted); returns the stop. */
  watchGame(id: string, onChange: (head: Head | null) => void, onError: (e: unknown) => void): () => void {
    const sub = liveQuery(() => this.head(id)).subscribe({ next: onChange, error: onError });
    return () => sub.unsubscribe();
  }

  /** Calls `onChange` with the saved-games list whenever any tab changes it; returns the stop. */
  watchList(onChange: (rows: GameRow[]) => void, onError: (e: unknown) => void): () => void {
    const sub = liveQuery(() => this.list()).subscribe({ next: onChange, error: onError });
    return () => sub.unsubscribe();
  }

  /**
   * A game's record and head, or null when there is no such game. A long game is read in pages, each its own read
   * with a pause for the page between them, so the page keeps drawing (one transaction cannot pause: it commits).
   * The game's rev names its whole record, so a rev unchanged from before the first page to after the last says
   * no tab wrote in between; if one did, the game is read again, and after READ_TRIES such reads, in one transaction.
   */
  async load(id: string): Promise<{ row: GameRow; record: GameRecord; head: Head } | null> {
    for (let tries = 0; tries < READ_TRIES; tries++) {
      const row = await this.db.games.get(id);
      if (!row) return null;
      const actions = await this.readActions(id, row.actionCount, this.pause);
      const after = await this.db.games.get(id);
      if (!after) return null;
      if (sameHead(headOf(after), headOf(row))) return loaded(row, actions);
    }
    return this.db.transaction('r', this.db.games, this.db.actions, async () => {
      const row = await this.db.games.get(id);
      return row ? loaded(row, await this.readActions(id, row.actionCount)) : null;
    });
  }

  /** The first `count` actions of a game, read PAGE at a time, calling `between` after each page but the last. */
  private async readActions(id: string, count: number, between?: () => Promise<void>): Promise<Action[]> {
    const actions: Action[] = [];
    for (let from = 0; from < count; from += PAGE) {
      const rows = await this.db.actions.where('[gameId+seq]').between([id, from], [id, Math.min(from + PAGE, count)]).toArray();
      for (const r of rows) actions.push(r.action);
      if (between && from + PAGE < count) await between();
    }
    return actions;
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

  /** The game that was open on the game screen when the app was last left, or null (it was on Home). */
  async openGame(): Promise<string | null> {
    const row = await this.db.meta.get(OPEN_GAME);
    return typeof row?.value === 'string' ? row.value : null;
  }

  /** Remembers which game is open on the game screen (null: none), so the next start resumes it. */
  async rememberOpenGame(id: string | null): Promise<void> {
    await this.db.meta.put({ key: OPEN_GAME, value: id });
  }

  /** Remembers the names of a new game (kept to the 30 most recent). */
  async rememberNames(names: string[]): Promise<void> {
    const known = await this.knownNames();
    const merged = [...names, ...known.filter((n) => !names.includes(n))].slice(0, 30);
    await this.db.meta.put({ key: KNOWN_NAMES, value: merged });
  }
}

/**
 * Stores an imported game as a new one, for the import's worker: `create` without Dexie's tracking of each row
 * written (for 100,000 rows that made a message of 100,000 keys, which each tab's page then spent 70-90 ms
 * unpacking and checking against its live queries), then one small change to the game's row, which tells the
 * saved-games list in every tab that the game is there.
 */
export async function storeImported(dbName: string, setup: RecordSetup, actions: Action[], summary: ListSummary, onProgress: (stored: number) => void): Promise<{ id: string; head: Head }> {
  const quiet = new MergemakerDB(dbName);
  quiet.unuse({ stack: 'dbcore', name: 'Observability' });
  let created: { id: string; head: Head };
  try {
    created = await new GamesRepo(quiet).create(setup, actions, summary, onProgress, WORKER_CHUNK);
  } finally {
    quiet.close();
  }
  const told = new MergemakerDB(dbName);
  try {
    await told.games.update(created.id, { updatedAt: Date.now() });
  } catch {
    // The game is stored whole; lists in other tabs show it at their next change.
  } finally {
    told.close();
  }
  return created;
}

/**
 * App state in signals, created once and passed by context; commands run an action through the engine, store it,
 * and only then show it (data flow: UI event → command → engine → store → signals → UI).
 */
import { batch, signal } from '@preact/signals';
import { describeRecordError, parseRecord, serializeRecord, type Action, type RecordSetup, type Refusal } from '../engine/index.ts';
import type { GameRow } from '../store/db.ts';
import type { GamesRepo } from '../store/games-repo.ts';
import { advance, newRecord, openSession, summaryOf, withoutLast, type Session } from './session.ts';
import { storageProblem } from './storage-errors.ts';

/** A quick tool. */
export type ToolName = 'chart' | 'merger' | 'tally';

/** Where the app is. Tools opened from a game start from its numbers and return to it. */
export type Route = { name: 'home' } | { name: 'new' } | { name: 'game' } | { name: 'tools'; tool: ToolName; fromGame: boolean };

/** Whether games are being saved: 'saved', or kept in memory only, with the reason in plain words. */
export type Storage = { mode: 'saved' } | { mode: 'memory'; reason: string };

/** A message for the user: an error (what and why) or a note. */
export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

/** Where the repository comes from: itself, a loader (keeps Dexie out of the first bundle), or null (no storage). */
export type RepoSource = GamesRepo | (() => Promise<GamesRepo>) | null;

/** Creates the app state over a repository. */
export function createAppState(source: RepoSource) {
  let repo: GamesRepo | null = typeof source === 'function' ? null : source;
  const route = signal<Route>({ name: 'home' });
  const session = signal<Session | null>(null);
  const games = signal<GameRow[]>([]);
  const knownNames = signal<string[]>([]);
  const storage = signal<Storage>(source ? { mode: 'saved' } : { mode: 'memory', reason: 'This browser offers no storage.' });
  const notice = signal<Notice | null>(null);
  const ready = signal(false);
  // Actions run one after another so a quick double tap never applies two actions to the same state.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job, job);
    queue = next.catch(() => undefined);
    return next;
  };

  const saved = () => repo !== null && storage.value.mode === 'saved';

  /** Runs a storage write; on failure switches to memory mode with the reason, and the game goes on. */
  async function write(job: (r: GamesRepo) => Promise<unknown>): Promise<void> {
    if (!saved()) return;
    try {
      await job(repo!);
    } catch (e) {
      storage.value = { mode: 'memory', reason: storageProblem(e) };
    }
  }

  async function refreshList(): Promise<void> {
    if (!saved()) return;
    try {
      games.value = await repo!.list();
    } catch (e) {
      storage.value = { mode: 'memory', reason: storageProblem(e) };
    }
  }

  /** Opens the database, repairs summaries a schema upgrade marked stale, and loads the saved-games list. */
  async function start(): Promise<void> {
    if (source) {
      try {
        repo ??= await (source as () => Promise<GamesRepo>)();
        await repo.open();
        // Ask the browser not to evict our data under storage pressure (HOUSE-STYLE.md "Persistence").
        void globalThis.navigator?.storage?.persist?.();
        for (const row of (await repo.list()).filter((g) => g.stale)) {
          const loaded = await repo.load(row.id);
          const opened = loaded && openSession(row.id, loaded.record);
          if (opened && !('error' in opened)) await repo.setSummary(row.id, summaryOf(opened.state));
        }
        knownNames.value = await repo.knownNames();
      } catch (e) {
        storage.value = { mode: 'memory', reason: storageProblem(e) };
      }
    }
    await refreshList();
    ready.value = true;
  }

  /** Starts a new game from a setup; returns the reason when the setup is not valid. */
  function newGame(setup: RecordSetup): Promise<string | null> {
    return serial(async () => {
      const checked = newRecord(setup);
      if (!checked.ok) return describeRecordError(checked.error);
      let id: string = crypto.randomUUID();
      await write(async (r) => {
        id = await r.create(setup, [], { status: 'playing', leaders: [] });
        await r.rememberNames(setup.players.map((p) => p.trim()));
      });
      const opened = openSession(id, checked.record);
      if ('error' in opened) return opened.error.message;
      batch(() => {
        session.value = opened;
        route.value = { name: 'game' };
        knownNames.value = [...new Set([...setup.players.map((p) => p.trim()), ...knownNames.value])];
      });
      await refreshList();
      return null;
    });
  }

  /** Opens a saved game where it was left. */
  function openGame(id: string): Promise<void> {
    return serial(async () => {
      const loaded = repo ? await repo.load(id).catch(() => null) : null;
      if (!loaded) {
        notice.value = { kind: 'error', text: 'That game could not be read from storage.' };
        return;
      }
      const opened = openSession(id, loaded.record);
      if ('error' in opened) {
        notice.value = { kind: 'error', text: `That game's record stops at action ${opened.error.index + 1}: ${opened.error.message}` };
        return;
      }
      batch(() => {
        session.value = opened;
        route.value = { name: 'game' };
      });
    });
  }

  /** Applies an action: refused → the reason is shown and nothing changes; accepted → stored, then shown. */
  function act(action: Action): Promise<Refusal | null> {
    return serial(async () => {
      const current = session.value;
      if (!current) return null;
      const next = advance(current, action);
      if ('code' in next) {
        notice.value = { kind: 'error', text: next.message };
        return next;
      }
      await write((r) => r.append(current.id, current.record.actions.length, action, summaryOf(next.state)));
      batch(() => {
        session.value = next;
        notice.value = null;
      });
      return null;
    });
  }

  /** Takes back the last action. */
  function undo(): Promise<void> {
    return serial(async () => {
      const current = session.value;
      if (!current || current.record.actions.length === 0) return;
      const previous = withoutLast(current);
      await write((r) => r.removeLast(current.id, current.record.actions.length, summaryOf(previous.state)));
      session.value = previous;
    });
  }

  /** Imports a record file as a new saved game; never overwrites. Returns the reason when the file is refused. */
  function importRecord(text: string): Promise<string | null> {
    return serial(async () => {
      const parsed = parseRecord(text);
      if (!parsed.ok) return `This file is not a game record: ${describeRecordError(parsed.error)}.`;
      const opened = openSession('import', parsed.record);
      if ('error' in opened) return `This game cannot be replayed: action ${opened.error.index + 1} is refused (${opened.error.message})`;
      let id: string = crypto.randomUUID();
      await write(async (r) => {
        id = await r.create(parsed.record.setup, parsed.record.actions, summaryOf(opened.state));
      });
      batch(() => {
        session.value = { ...opened, id };
        route.value = { name: 'game' };
      });
      await refreshList();
      return null;
    });
  }

  /** Deletes a saved game (the screen asks for confirmation first). */
  function deleteGame(id: string): Promise<void> {
    return serial(async () => {
      await write((r) => r.delete(id));
      if (session.value?.id === id) session.value = null;
      await refreshList();
    });
  }

  /** The open game as a record file's text. */
  const exportText = (): string | null => (session.value ? serializeRecord(session.value.record) : null);

  /** A saved game as a record file's text, without opening it. */
  async function savedRecordText(id: string): Promise<string | null> {
    if (session.value?.id === id) return exportText();
    const loaded = repo ? await repo.load(id).catch(() => null) : null;
    return loaded ? serializeRecord(loaded.record) : null;
  }

  async function goHome(): Promise<void> {
    route.value = { name: 'home' };
    await refreshList();
  }

  return { route, session, games, knownNames, storage, notice, ready, start, newGame, openGame, act, undo, importRecord, deleteGame, exportText, savedRecordText, goHome };
}

/** The app state's type. */
export type AppState = ReturnType<typeof createAppState>;

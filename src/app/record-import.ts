/**
 * Checking a record file before it is imported: bytes → UTF-8 → record → a full replay. Done in a Web Worker where
 * there is one, so a very large file never freezes the page; the same code runs inline elsewhere (Node tests).
 * The app's capacity is stated here: a real game has a few hundred entries, far below these limits.
 */
import { apply, describeRecordError, grouped, readRecordFile, replay, type Action, type GameRecord, type GameState } from '../engine/index.ts';
import type { Head } from '../store/games-repo.ts';

/** The largest record file the app imports, in bytes (32 MiB). */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
/** The most entries (actions) a record may have to be imported. */
export const MAX_IMPORT_ACTIONS = 200_000;

/** How far an import has come, for the progress bar. */
export interface ImportProgress {
  phase: 'reading' | 'checking' | 'storing' | 'opening';
  done: number;
  total: number;
}

/** A checked record and its final state, or why the file cannot be imported (one plain line). */
export type CheckedRecord = { ok: true; record: GameRecord; state: GameState } | { ok: false; reason: string };

/** A game the worker stored as a new saved game: its id and where the stored record stands. */
export interface StoredGame {
  id: string;
  head: Head;
}

/**
 * A checked record, or why the file cannot be imported. `storeIn` asks the checker to store the game as a new
 * saved game in the named database: it gives null when it could not (no worker, or the write failed), and the page
 * then stores the game itself. `release` lets the checker go; call it once the import is over either way.
 */
export type CheckedFile =
  | { ok: true; record: GameRecord; storeIn: (dbName: string, progress: (p: ImportProgress) => void) => Promise<StoredGame | null>; release: () => void }
  | { ok: false; reason: string };

/** What the page asks of the worker: check these bytes; later, store the checked game in the named database. */
export type CheckRequest = { bytes: ArrayBuffer } | { storeIn: string };

/**
 * Messages from the worker: progress while it checks, a checked record's actions in slices (one message of 5,000
 * actions held the page 30-60 ms while it was unpacked), the verdict; then, when asked, progress while it stores
 * and the stored game (null: not stored).
 */
export type CheckMessage = { progress: ImportProgress } | { actions: Action[] } | { done: { ok: true; record: GameRecord } | { ok: false; reason: string } } | { stored: StoredGame | null };

/** Actions per message when the worker sends a checked record back: each holds the page a few milliseconds. */
export const SLICE = 1000;

const STEP = 5000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a file of this size is refused before it is read, or null. */
export function sizeProblem(bytes: number): string | null {
  return bytes > MAX_IMPORT_BYTES ? `This file is ${mb(bytes)}; the largest game file Mergemaker imports is ${MAX_IMPORT_BYTES / 1024 / 1024} MB.` : null;
}

/** The whole check, in one thread: what the worker runs. */
export function checkRecordBytes(bytes: Uint8Array, progress: (p: ImportProgress) => void): CheckedRecord {
  const size = sizeProblem(bytes.length);
  if (size) return { ok: false, reason: size };
  progress({ phase: 'reading', done: 0, total: 1 });
  const parsed = readRecordFile(bytes);
  if (!parsed.ok) return { ok: false, reason: `This file is not a game record: ${describeRecordError(parsed.error)}.` };
  const { actions } = parsed.record;
  if (actions.length > MAX_IMPORT_ACTIONS) {
    return { ok: false, reason: `This record has ${grouped(actions.length)} entries; Mergemaker imports at most ${grouped(MAX_IMPORT_ACTIONS)} (a whole game has a few hundred).` };
  }
  let state = replay({ ...parsed.record, actions: [] }).state;
  for (const [index, action] of actions.entries()) {
    const r = apply(state, action);
    if (!r.ok) return { ok: false, reason: `This game cannot be replayed: entry ${index + 1} is refused (${r.error.message})` };
    state = r.state;
    if ((index + 1) % STEP === 0) progress({ phase: 'checking', done: index + 1, total: actions.length });
  }
  return { ok: true, record: parsed.record, state };
}

/**
 * Checks a file's bytes off the main thread when the browser has workers; progress is reported as it goes. The
 * worker also stores the game when asked (storeIn): writing 100,000 rows from the page held it up to 177 ms at a
 * time, as each write's completion is a task of its own and they come back to back.
 */
export function checkRecordFile(bytes: ArrayBuffer, progress: (p: ImportProgress) => void): Promise<CheckedFile> {
  if (typeof Worker === 'undefined') {
    const checked = checkRecordBytes(new Uint8Array(bytes), progress);
    return Promise.resolve(checked.ok ? { ok: true, record: checked.record, storeIn: () => Promise.resolve(null), release: () => undefined } : checked);
  }
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });
    const actions: Action[] = [];
    let onProgress = progress;
    // Whoever waits on the worker now: the check, then a store; a worker that stops answers them as refused.
    let settle = (m: CheckMessage | null) => {
      worker.terminate();
      resolve(m && 'done' in m && !m.done.ok ? m.done : { ok: false, reason: 'The file could not be checked (the browser stopped the check; it may be too large for this device).' });
    };
    const storeIn = (dbName: string, storing: (p: ImportProgress) => void) =>
      new Promise<StoredGame | null>((stored) => {
        onProgress = storing;
        settle = (m) => {
          worker.terminate();
          stored(m && 'stored' in m ? m.stored : null);
        };
        worker.postMessage({ storeIn: dbName } satisfies CheckRequest);
      });
    worker.onmessage = (e: MessageEvent<CheckMessage>) => {
      const m = e.data;
      if ('progress' in m) onProgress(m.progress);
      else if ('actions' in m) for (const a of m.actions) actions.push(a);
      else if ('done' in m && m.done.ok) resolve({ ok: true, record: { ...m.done.record, actions }, storeIn, release: () => worker.terminate() });
      else settle(m);
    };
    worker.onerror = () => settle(null);
    worker.postMessage({ bytes } satisfies CheckRequest, [bytes]);
  });
}

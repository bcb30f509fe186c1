/**
 * Checking a record file before it is imported: bytes → UTF-8 → record → a full replay. Done in a Web Worker where
 * there is one, so a very large file never freezes the page; the same code runs inline elsewhere (Node tests).
 * The app's capacity is stated here: a real game has a few hundred entries, far below these limits.
 */
import { apply, describeRecordError, grouped, readRecordFile, replay, type Action, type GameRecord } from '../engine/index.ts';

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

/** A checked record, or why the file cannot be imported (one plain line). */
export type CheckedFile = { ok: true; record: GameRecord } | { ok: false; reason: string };

/**
 * Messages from the worker: progress while it checks, then a checked record's actions in slices (one message of
 * 100,000 actions would hold the page for a quarter of a second while it is unpacked), then the verdict.
 */
export type CheckMessage = { progress: ImportProgress } | { actions: Action[] } | { done: CheckedFile };

/** Actions per message when the worker sends a checked record back. */
export const SLICE = 5000;

const STEP = 5000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a file of this size is refused before it is read, or null. */
export function sizeProblem(bytes: number): string | null {
  return bytes > MAX_IMPORT_BYTES ? `This file is ${mb(bytes)}; the largest game file Mergemaker imports is ${MAX_IMPORT_BYTES / 1024 / 1024} MB.` : null;
}

/** The whole check, in one thread: what the worker runs. */
export function checkRecordBytes(bytes: Uint8Array, progress: (p: ImportProgress) => void): CheckedFile {
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
  return { ok: true, record: parsed.record };
}

/** Checks a file's bytes off the main thread when the browser has workers; progress is reported as it goes. */
export function checkRecordFile(bytes: ArrayBuffer, progress: (p: ImportProgress) => void): Promise<CheckedFile> {
  if (typeof Worker === 'undefined') return Promise.resolve(checkRecordBytes(new Uint8Array(bytes), progress));
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });
    const finish = (result: CheckedFile) => {
      worker.terminate();
      resolve(result);
    };
    const actions: Action[] = [];
    worker.onmessage = (e: MessageEvent<CheckMessage>) => {
      const m = e.data;
      if ('progress' in m) progress(m.progress);
      else if ('actions' in m) for (const a of m.actions) actions.push(a);
      else finish(m.done.ok ? { ok: true, record: { ...m.done.record, actions } } : m.done);
    };
    worker.onerror = () => finish({ ok: false, reason: 'The file could not be checked (the browser stopped the check; it may be too large for this device).' });
    worker.postMessage(bytes, [bytes]);
  });
}

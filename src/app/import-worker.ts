/**
 * The Web Worker that checks a record file for import (record-import.ts) and then, when the page asks, stores the
 * checked game as a new saved game, so the page stays responsive: it only unpacks the actions, in slices, and
 * replays them. The page replays while this worker waits, so the two never compete for a core.
 */
import type { GameRecord, GameState } from '../engine/index.ts';
import { storeImported } from '../store/games-repo.ts';
import { checkRecordBytes, SLICE, type CheckMessage, type CheckRequest, type StoredGame } from './record-import.ts';
import { summaryOf } from './session.ts';

const post = (message: CheckMessage) => (self as unknown as Worker).postMessage(message);

/** The checked game, kept until the page asks for it to be stored. */
let checked: { record: GameRecord; state: GameState } | null = null;

async function check(bytes: ArrayBuffer): Promise<void> {
  try {
    const result = checkRecordBytes(new Uint8Array(bytes), (progress) => post({ progress }));
    if (!result.ok) return post({ done: result });
    const { actions } = result.record;
    for (let from = 0; from < actions.length; from += SLICE) {
      post({ actions: actions.slice(from, from + SLICE) });
      // A breath between slices, so the page unpacks each one between its own frames, not all at once.
      await new Promise((resolve) => setTimeout(resolve, 4));
    }
    checked = result;
    post({ done: { ok: true, record: { ...result.record, actions: [] } } });
  } catch (error) {
    // The checks never throw by design; running out of memory on a huge file still can.
    post({ done: { ok: false, reason: `The file could not be checked (${(error as Error)?.message ?? error}).` } });
  }
}

/** Stores the checked game as a new one; null when it could not (the page then stores it, and says why if it fails too). */
async function store(dbName: string): Promise<StoredGame | null> {
  if (!checked) return null;
  const { record, state } = checked;
  const total = record.actions.length;
  try {
    post({ progress: { phase: 'storing', done: 0, total } });
    return await storeImported(dbName, record.setup, record.actions, summaryOf(state), (done) => post({ progress: { phase: 'storing', done, total } }));
  } catch {
    return null;
  }
}

self.onmessage = async (e: MessageEvent<CheckRequest>) => {
  if ('bytes' in e.data) await check(e.data.bytes);
  else post({ stored: await store(e.data.storeIn) });
};

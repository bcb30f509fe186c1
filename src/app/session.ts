/** A game open in the app: its id, record, state and the events of every action, all from the engine. */
import {
  apply,
  replay,
  replayByAction,
  standingsIfEndedNow,
  validateRecord,
  type ParseResult,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameState,
  type RecordSetup,
  type Refusal,
} from '../engine/index.ts';
import type { ListSummary, Head } from '../store/games-repo.ts';
import { tableTurnAfter, tableTurnOf, type TableTurn } from './wording.ts';

/** An open game. `log[i]` holds the events of `record.actions[i]`. */
export interface Session {
  id: string;
  record: GameRecord;
  state: GameState;
  log: GameEvent[][];
  /** The current turn as the table sees it, kept entry by entry (wording.ts TableTurn). */
  tableTurn: TableTurn;
  /** Where the stored game stood when this tab last read or wrote it; null when it was never stored. */
  stored: Head | null;
  /** How many leading actions of `record` are known to equal the stored ones. */
  synced: number;
  /** Why the latest actions are not stored (storage full, closed, deleted elsewhere), or null when all are. */
  unsaved: string | null;
}

/** A session whose whole record is the stored one at `head`. */
export function storedSession(opened: Session, head: Head): Session {
  return { ...opened, stored: head, synced: opened.record.actions.length, unsaved: null };
}

/** Opens a record: replays it action by action, keeping each action's events. Null if an action is refused. */
export function openSession(id: string, record: GameRecord): Session | { error: Refusal & { index: number } } {
  const steps = sessionSteps(id, record);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Actions replayed between two looks at the clock when a long record is opened gradually. */
const OPEN_STEP = 200;
/**
 * Longest stretch of replay between two pauses. A time, not a count of actions, so a slow or busy device pauses
 * as often as it needs to keep drawing (a count of 2000 held a 2-core machine sharing its cores 150 ms).
 */
const OPEN_SLICE_MS = 12;

/**
 * openSession for long records: pauses whenever it has replayed for OPEN_SLICE_MS, so the page keeps drawing, and
 * reports how many actions are done. Same result as openSession.
 */
export async function openSessionGradually(id: string, record: GameRecord, progress: (done: number) => void): Promise<Session | { error: Refusal & { index: number } }> {
  const steps = sessionSteps(id, record);
  let since = performance.now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (performance.now() - since < OPEN_SLICE_MS) continue;
    progress(r.value);
    await new Promise((resolve) => setTimeout(resolve, 0));
    since = performance.now();
  }
}

function* sessionSteps(id: string, record: GameRecord): Generator<number, Session | { error: Refusal & { index: number } }> {
  const actions = replayByAction(record);
  const log: GameEvent[][] = [];
  let tableTurn: TableTurn = [];
  for (;;) {
    const r = actions.next();
    if (r.done) return r.value.error ? { error: r.value.error } : { id, record, state: r.value.state, log, tableTurn, stored: null, synced: 0, unsaved: null };
    log.push(r.value);
    tableTurn = tableTurnAfter(tableTurn, r.value);
    if (log.length % OPEN_STEP === 0) yield log.length;
  }
}

/** A new game's record, checked like an imported one so a bad setup is explained, never stored. */
export function newRecord(setup: RecordSetup): ParseResult {
  return validateRecord({ format: 'mergemaker-game', version: 1, setup, actions: [] });
}

/** The session after one more accepted action, or the refusal. */
export function advance(session: Session, action: Action): Session | Refusal {
  const r = apply(session.state, action);
  if (!r.ok) return r.error;
  return {
    ...session,
    record: { ...session.record, actions: [...session.record.actions, action] },
    state: r.state,
    log: [...session.log, r.events],
    tableTurn: tableTurnAfter(session.tableTurn, r.events),
  };
}

/** The session without its last action (undo = replay without the last action). */
export function withoutLast(session: Session): Session {
  const record = { ...session.record, actions: session.record.actions.slice(0, -1) };
  const log = session.log.slice(0, -1);
  return { ...session, record, state: replay(record).state, log, tableTurn: tableTurnOf(log), synced: Math.min(session.synced, record.actions.length) };
}

/** What the saved-games list shows: status, and the leaders (winners once ended). */
export function summaryOf(state: GameState): ListSummary {
  const standings = state.standings ?? standingsIfEndedNow(state).standings;
  return {
    status: state.awaiting === 'ended' ? 'ended' : 'playing',
    leaders: standings.filter((s) => s.rank === 1).map((s) => s.name),
  };
}

/** State = replay(record); undo = the record without its last action (docs/record-format.md). */
import { step } from './apply.ts';
import { resolveSetup, type GameRecord } from './record.ts';
import { createGame } from './setup.ts';
import type { GameEvent, GameState, Refusal } from './types.ts';

/** A refused action of a record: its index (from 0) and why. */
export interface ReplayError extends Refusal {
  index: number;
}

/** The state after every accepted action, and the first refused action if any (replay stops there). */
export interface ReplayResult {
  state: GameState;
  error: ReplayError | null;
  /** Events of every accepted action, when asked for. */
  events: GameEvent[];
}

/**
 * Replays a validated record. Stops at the first refused action and returns the state before it.
 * Works on one state in place: step() refuses without changing anything, so no copy per action is needed.
 */
export function replay(record: GameRecord, options: { events?: boolean } = {}): ReplayResult {
  const events: GameEvent[] = [];
  const actions = replayByAction(record);
  for (;;) {
    const r = actions.next();
    if (r.done) return { ...r.value, events };
    if (options.events) events.push(...r.value);
  }
}

/**
 * replay one action at a time, for a caller that keeps each action's events or pauses between actions: yields the
 * events of each accepted action (a list of its own), and returns the state and error replay returns.
 * One state for the whole record, changed in place: a copy per action was nearly all a long replay allocated
 * (about 1.5 KB an action), and opening a game took three times as long with it (docs/persistence.md).
 */
export function* replayByAction(record: GameRecord): Generator<GameEvent[], Omit<ReplayResult, 'events'>> {
  const state = createGame(resolveSetup(record.setup));
  const sink: GameEvent[] = [];
  for (let index = 0; index < record.actions.length; index++) {
    sink.length = 0;
    const error = step(state, record.actions[index]!, sink);
    if (error) return { state, error: { index, ...error } };
    // A copy just the events' size (apply.ts says why).
    yield sink.slice();
  }
  return { state, error: null };
}

/** The record with its last action taken back. */
export function undo(record: GameRecord): GameRecord {
  return { ...record, actions: record.actions.slice(0, -1) };
}

/** The one way to change a game: apply(state, action). */
import { declareEnd, marketDrawAtEnd } from './end-game.ts';
import { cloneState } from './game.ts';
import { chooseDefunct, chooseSurvivor, dispose, marketDrawForMerger } from './merger.ts';
import { discard, found, place, skipPlace } from './placement.ts';
import { refuse } from './refusals.ts';
import { buy, tradeBetweenPlayers } from './stock.ts';
import { endTurn } from './turn.ts';
import { notNow } from './waiting.ts';
import type { Action, ApplyResult, GameEvent, GameState, Refusal } from './types.ts';

/** Highest column number, the largest market draw. */
const MARKET_MAX = 12;

/**
 * Applies an action: the new state and the events it caused, or a refusal with the state untouched.
 * The given state is never modified.
 */
export function apply(state: GameState, action: Action): ApplyResult {
  const next = cloneState(state);
  const events: GameEvent[] = [];
  const error = step(next, action, events);
  // A copy just the events' size: the list grew by push, which leaves room for 17, and an app keeps every action's
  // events (for a 100,001-trade game that room was about 13 MB of its log).
  return error ? { ok: false, error } : { ok: true, state: next, events: events.slice() };
}

/**
 * Applies an action to a state in place. Each rule checks everything before it changes anything, so a
 * refused action leaves the state exactly as it was (replay relies on this to avoid a copy per action).
 */
export function step(s: GameState, action: Action, ev: GameEvent[]): Refusal | null {
  if (s.awaiting === 'ended') return refuse('game/ended', 'The game is over; nothing more can be entered.');
  switch (action.type) {
    case 'trade':
      return tradeBetweenPlayers(s, action.with, action.give ?? {}, action.get ?? {}, ev);
    case 'place':
      return place(s, action.tile, ev);
    case 'skipPlace':
      return skipPlace(s, ev);
    case 'discard':
      return discard(s, action.tile, ev);
    case 'found':
      return found(s, action.chain, ev);
    case 'survivor':
      return chooseSurvivor(s, action.chain, ev);
    case 'defunct':
      return chooseDefunct(s, action.chain, ev);
    case 'market':
      return market(s, action.shares, ev);
    case 'dispose':
      return dispose(s, action.player, action.sell ?? 0, action.trade ?? 0, ev);
    case 'buy':
      return buy(s, action.shares, ev);
    case 'declareEnd':
      return declareEnd(s, ev);
    case 'endTurn':
      return endTurn(s, ev);
  }
}

/** `market`: the two-player market's holding for the payout waiting for it (docs/rules.md R21). */
function market(s: GameState, shares: number, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'market') return notNow(s, 'market', 'No market draw is needed now');
  if (!Number.isInteger(shares) || shares < 1 || shares > MARKET_MAX) {
    return refuse('market/out-of-range', `The market draw is a tile's column, 1 to ${MARKET_MAX}; ${shares} is not.`);
  }
  if (s.endScoring) marketDrawAtEnd(s, shares, ev);
  else marketDrawForMerger(s, shares, ev);
  return null;
}

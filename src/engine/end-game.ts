/** Ending the game: the end conditions, the declaration, final payouts and ranks (docs/rules.md R25, R26). */
import { chainName, chainPrice, chainsOnBoard, cloneState, currentPlayer, isSafe } from './game.ts';
import { END_SIZE } from './prices.ts';
import { refuse } from './refusals.ts';
import { needsMarketDraw, payBonuses } from './shareholders.ts';
import type { GameEvent, GameState, Refusal, Standing } from './types.ts';
import { notNow } from './waiting.ts';

/** Whether the end may be declared: a chain of 41+, or every chain on the board (at least one) safe. */
export function endConditionHolds(s: GameState): boolean {
  const onBoard = chainsOnBoard(s);
  if (onBoard.some((c) => s.sizes[c]! >= END_SIZE)) return true;
  return onBoard.length > 0 && onBoard.every((c) => isSafe(s, c));
}

/** Whether the current player may declare the end right now. */
export function canDeclareEnd(s: GameState): boolean {
  return ['place', 'buy', 'endTurn'].includes(s.awaiting) && !s.declared && endConditionHolds(s);
}

/** `declareEnd`: the current player declares the end; the game ends when this turn ends. */
export function declareEnd(s: GameState, ev: GameEvent[]): Refusal | null {
  if (!['place', 'buy', 'endTurn'].includes(s.awaiting)) return notNow(s, 'declareEnd', 'The end cannot be declared now');
  if (s.declared) return refuse('declareEnd/already', 'The end has already been declared; it comes when this turn ends.');
  if (!endConditionHolds(s)) {
    return refuse(
      'declareEnd/no-end-condition',
      `The end can be declared only when a chain has ${END_SIZE} or more tiles, or every chain on the board is safe.`,
    );
  }
  s.declared = true;
  ev.push({ type: 'endDeclared', player: currentPlayer(s).name });
  return null;
}

/** Chains paid at the end: smallest first, a size tie in edition order (the market draw order). */
export function endPayoutOrder(s: GameState): number[] {
  return chainsOnBoard(s).sort((a, b) => s.sizes[a]! - s.sizes[b]! || a - b);
}

/** Starts the final payouts; runs them all unless the two-player market needs a draw. */
export function startEndScoring(s: GameState, ev: GameEvent[]): void {
  s.endScoring = { remaining: endPayoutOrder(s) };
  advanceEndScoring(s, ev);
}

function advanceEndScoring(s: GameState, ev: GameEvent[]): void {
  const remaining = s.endScoring!.remaining;
  while (remaining.length > 0) {
    if (needsMarketDraw(s, remaining[0]!)) {
      s.awaiting = 'market';
      return;
    }
    payChainAtEnd(s, remaining.shift()!, null, ev);
  }
  s.endScoring = null;
  s.standings = rank(s.players.map((p) => ({ name: p.name, cash: p.cash })));
  s.awaiting = 'ended';
  ev.push({ type: 'gameEnded', standings: s.standings });
}

/** The market's draw for the next chain of the final payouts. */
export function marketDrawAtEnd(s: GameState, shares: number, ev: GameEvent[]): void {
  const chain = s.endScoring!.remaining.shift()!;
  ev.push({ type: 'marketDrawn', chain: chainName(s, chain), shares });
  payChainAtEnd(s, chain, shares, ev);
  advanceEndScoring(s, ev);
}

/** Bonuses of one chain (the two-player market taking part when `market` is a number), then every player's shares of it sold to the bank at its price. */
export function payChainAtEnd(s: GameState, chain: number, market: number | null, ev: GameEvent[]): void {
  payBonuses(s, chain, market, true, ev);
  const price = chainPrice(s, chain);
  const name = chainName(s, chain);
  for (const p of s.players) {
    const count = p.shares[chain]!;
    if (count === 0) continue;
    p.shares[chain] = 0;
    s.bank[chain]! += count;
    p.cash += count * price;
    ev.push({ type: 'endSale', player: p.name, chain: name, count, price, amount: count * price });
  }
}

/** Ranks by money: 1 for the most; tied players share a rank and the next rank skips (1, 1, 3). */
export function rank(results: { name: string; cash: number }[]): Standing[] {
  return results.map((r) => ({ ...r, rank: 1 + results.filter((o) => o.cash > r.cash).length }));
}

/**
 * Standings "if the game ended now": every chain on the board paid and sold as at the end. With the two-player
 * market the draws are not known yet, so this tally leaves the market out.
 */
export function standingsIfEndedNow(state: GameState): { standings: Standing[]; events: GameEvent[] } {
  const s = cloneState(state);
  const events: GameEvent[] = [];
  for (const chain of endPayoutOrder(s)) payChainAtEnd(s, chain, null, events);
  return { standings: rank(s.players.map((p) => ({ name: p.name, cash: p.cash }))), events };
}

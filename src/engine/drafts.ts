/**
 * Drafts: what a panel keeps while the banker chooses (a buy's counts, a trade's two sides, a disposal's sell and
 * trade), brought within what the engine accepts for the state now. The app passes every draft through these
 * before it shows or submits it, so an undo, another tab or a reload can never leave a choice on screen that the
 * engine would refuse (docs/decisions.md 50).
 */
import { chainDefs, findPlayer } from './game.ts';
import { buyLimits, disposalLimits } from './queries.ts';
import { SHARES_PER_CHAIN } from './prices.ts';
import { TRADE_IN_RATIO } from './trade-in.ts';
import type { GameState } from './types.ts';

/**
 * A buy's counts within what may be bought now: nothing when the turn is not at its buy; chains not on the board
 * dropped; each count, in edition order, cut to what the turn's limit, the bank and the cash leave after the ones
 * before it.
 */
export function fitBuy(s: GameState, chosen: Record<string, number>): Record<string, number> {
  if (s.awaiting !== 'buy') return {};
  const fitted: Record<string, number> = {};
  for (const { chain } of buyLimits(s, {}).choices) {
    const want = wholeCount(chosen[chain]);
    if (want === 0) continue;
    const most = buyLimits(s, fitted).choices.find((c) => c.chain === chain)!.most;
    const n = Math.min(want, most);
    if (n > 0) fitted[chain] = n;
  }
  return fitted;
}

/**
 * The most of each chain `player` may be asked to give in a trade, as the viewer may see it: what they hold where
 * holdings are shown (`open`), else the shares outside the bank (public), so a form never tells what a closed holding
 * is (the engine refuses a trade of shares not held, in words). Edition order, chains with none left out.
 */
export function tradeOffer(s: GameState, player: string, open: boolean): { chain: string; most: number }[] {
  const p = s.players[findPlayer(s, player)];
  if (!p) return [];
  return chainDefs(s)
    .map((d, c) => ({ chain: d.name, most: open ? p.shares[c]! : SHARES_PER_CHAIN - s.bank[c]! }))
    .filter((o) => o.most > 0);
}

/** One side of a trade (cash and shares by chain name) within what `player` may give now (tradeOffer); cash up to theirs. */
export function fitTradeSide(s: GameState, player: string, side: Record<string, number>, open: boolean): Record<string, number> {
  const p = s.players[findPlayer(s, player)];
  if (!p) return {};
  const fitted: Record<string, number> = {};
  const cash = Math.min(wholeCount(side.cash), p.cash);
  if (cash > 0) fitted.cash = cash;
  for (const { chain, most } of tradeOffer(s, player, open)) {
    const n = Math.min(wholeCount(side[chain]), most);
    if (n > 0) fitted[chain] = n;
  }
  return fitted;
}

/** A disposal's sell and trade within the waiting holder's limits now (trade first, in pairs); zeros when none waits. */
export function fitDisposal(s: GameState, sell: number, trade: number): { sell: number; trade: number } {
  const open = disposalLimits(s, 0, 0);
  if (!open) return { sell: 0, trade: 0 };
  const t = Math.min(wholeCount(trade) - (wholeCount(trade) % TRADE_IN_RATIO), open.tradeMost);
  const most = disposalLimits(s, 0, t)!.sellMost;
  return { sell: Math.min(wholeCount(sell), most), trade: t };
}

/** A draft's number as a count: whole and 0 or more (a typed field can hold anything). */
function wholeCount(n: number | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

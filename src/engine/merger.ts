/** A merger, step by step: survivor, defunct order, payouts, each holder's disposal (docs/rules.md R16-R22). */
import { quoted } from './text.ts';
import { absorb } from './board.ts';
import { chainName, chainPrice, currentIndex, findChain, findPlayer } from './game.ts';
import { isCount, plural, refuse } from './refusals.ts';
import { needsMarketDraw, payBonuses } from './shareholders.ts';
import type { Tile } from './tiles.ts';
import type { GameEvent, GameState, MergerState, Refusal } from './types.ts';
import { survivorSharesFor, tradeInProblem } from './trade-in.ts';
import { notNow } from './waiting.ts';

/** Opens a merger for a placed tile touching these chains, then runs every step that needs no choice. */
export function startMerger(s: GameState, tile: Tile, chains: number[], ev: GameEvent[]): void {
  s.merger = { tile, chains, survivor: null, remaining: [], current: null };
  ev.push({ type: 'mergerStarted', player: s.players[currentIndex(s)]!.name, chains: chains.map((c) => chainName(s, c)) });
  continueMerger(s, ev);
}

/** The largest chains among these (several when tied). */
function largest(s: GameState, chains: number[]): number[] {
  const top = Math.max(...chains.map((c) => s.sizes[c]!));
  return chains.filter((c) => s.sizes[c] === top);
}

function merger(s: GameState): MergerState {
  return s.merger!;
}

/** Runs the merger forward until it needs a choice, a market draw or a holder's disposal, or is complete. */
function continueMerger(s: GameState, ev: GameEvent[]): void {
  const m = merger(s);
  if (m.survivor === null) {
    const tied = largest(s, m.chains);
    if (tied.length > 1) {
      s.awaiting = 'survivor';
      return;
    }
    setSurvivor(s, tied[0]!, false, ev);
  }
  for (;;) {
    if (m.current === null) {
      if (m.remaining.length === 0) return complete(s, ev);
      const tied = largest(s, m.remaining);
      if (tied.length > 1) {
        s.awaiting = 'defunct';
        return;
      }
      if (startDefunct(s, tied[0]!, false, ev) === 'market') return;
    }
    if (m.current!.queue.length > 0) {
      s.awaiting = 'dispose';
      return;
    }
    m.current = null;
  }
}

function setSurvivor(s: GameState, chain: number, byChoice: boolean, ev: GameEvent[]): void {
  const m = merger(s);
  m.survivor = chain;
  m.remaining = m.chains.filter((c) => c !== chain);
  ev.push({ type: 'survivorChosen', chain: chainName(s, chain), byChoice });
}

/** Starts a defunct chain: pays it now, or returns 'market' when its payout waits for the market draw. */
function startDefunct(s: GameState, chain: number, byChoice: boolean, ev: GameEvent[]): 'market' | 'paid' {
  const m = merger(s);
  m.remaining = m.remaining.filter((c) => c !== chain);
  m.current = { chain, queue: [], held: null, market: null };
  const size = s.sizes[chain]!;
  ev.push({ type: 'defunctStarted', chain: chainName(s, chain), size, price: chainPrice(s, chain), byChoice });
  if (needsMarketDraw(s, chain)) {
    s.awaiting = 'market';
    return 'market';
  }
  payDefunct(s, null, ev);
  return 'paid';
}

/** Pays the current defunct chain's bonuses, then queues its holders from the mergemaker, clockwise. */
function payDefunct(s: GameState, market: number | null, ev: GameEvent[]): void {
  const current = merger(s).current!;
  current.held = s.players.map((p) => p.shares[current.chain]!);
  current.market = market;
  payBonuses(s, current.chain, market, false, ev);
  const n = s.players.length;
  const first = currentIndex(s);
  for (let k = 0; k < n; k++) {
    const p = (first + k) % n;
    if (s.players[p]!.shares[current.chain]! > 0) current.queue.push(p);
  }
}

/** After the last defunct chain: the survivor takes every defunct tile, the placed tile and what connects. */
function complete(s: GameState, ev: GameEvent[]): void {
  const m = merger(s);
  const survivor = m.survivor!;
  const defunct = m.chains.filter((c) => c !== survivor);
  // absorb() counts the defunct tiles too, so the survivor's new size is its old size plus that count.
  s.sizes[survivor]! += absorb(s, m.tile, survivor);
  for (const c of defunct) s.sizes[c] = 0;
  ev.push({
    type: 'mergerCompleted',
    survivor: chainName(s, survivor),
    size: s.sizes[survivor]!,
    defunct: defunct.map((c) => chainName(s, c)),
  });
  s.merger = null;
  s.awaiting = 'buy';
}

/** `survivor`: the mergemaker picks the surviving chain among those tied for largest. */
export function chooseSurvivor(s: GameState, name: string, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'survivor') return notNow(s, 'survivor', 'No surviving chain is being chosen now');
  const chain = findChain(s, name);
  if (chain < 0) return refuse('survivor/unknown-chain', `There is no chain called ${quoted(name)} in this edition.`);
  const tied = largest(s, merger(s).chains);
  if (!tied.includes(chain)) {
    return refuse('survivor/not-largest', `${name} cannot survive: choose one of ${names(s, tied)}, the largest.`);
  }
  setSurvivor(s, chain, true, ev);
  continueMerger(s, ev);
  return null;
}

/** `defunct`: the mergemaker picks which of the tied defunct chains is handled next. */
export function chooseDefunct(s: GameState, name: string, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'defunct') return notNow(s, 'defunct', 'No defunct chain is being chosen now');
  const chain = findChain(s, name);
  if (chain < 0) return refuse('defunct/unknown-chain', `There is no chain called ${quoted(name)} in this edition.`);
  const tied = largest(s, merger(s).remaining);
  if (!tied.includes(chain)) {
    return refuse('defunct/not-next', `${name} is not next: choose one of ${names(s, tied)}, the largest left.`);
  }
  if (startDefunct(s, chain, true, ev) === 'paid') continueMerger(s, ev);
  return null;
}

/** The market's draw for the current defunct chain: pay the bonuses with the market as a holder. */
export function marketDrawForMerger(s: GameState, shares: number, ev: GameEvent[]): void {
  ev.push({ type: 'marketDrawn', chain: chainName(s, merger(s).current!.chain), shares });
  payDefunct(s, shares, ev);
  continueMerger(s, ev);
}

/** `dispose`: the waiting holder sells, trades 2-for-1 into the survivor, and keeps the rest. */
export function dispose(s: GameState, who: string, sell: number, trade: number, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'dispose') return notNow(s, 'dispose', 'No defunct shares are being disposed of now');
  const refusal = checkDisposal(s, who, sell, trade);
  if (refusal) return refusal;
  const m = merger(s);
  const { chain, queue } = m.current!;
  const survivor = m.survivor!;
  const player = s.players[queue.shift()!]!;
  const held = player.shares[chain]!;
  const price = chainPrice(s, chain);
  player.shares[chain]! -= sell + trade;
  s.bank[chain]! += sell + trade;
  player.cash += sell * price;
  player.shares[survivor]! += survivorSharesFor(trade);
  s.bank[survivor]! -= survivorSharesFor(trade);
  ev.push({
    type: 'disposed',
    player: player.name,
    chain: chainName(s, chain),
    sell,
    trade,
    keep: held - sell - trade,
    price,
    amount: sell * price,
    survivor: chainName(s, survivor),
    received: survivorSharesFor(trade),
  });
  continueMerger(s, ev);
  return null;
}

/** Why a disposal is not allowed: not this holder's turn, more than held, an odd trade, the bank short. */
function checkDisposal(s: GameState, who: string, sell: number, trade: number): Refusal | null {
  const m = merger(s);
  const { chain, queue } = m.current!;
  const defunct = chainName(s, chain);
  const p = findPlayer(s, who);
  if (p !== queue[0]) {
    const waiting = s.players[queue[0]!]!.name;
    return refuse('dispose/wrong-player', `It is ${waiting}'s turn to dispose of ${defunct}, not "${who}".`);
  }
  const player = s.players[p]!;
  const held = player.shares[chain]!;
  if (!isCount(sell) || !isCount(trade)) return refuse('dispose/bad-amount', 'Sell and trade must be whole numbers, 0 or more.');
  if (sell + trade > held) {
    return refuse('dispose/more-than-held', `${player.name} holds ${plural(held, 'share')} of ${defunct}, fewer than ${sell + trade}.`);
  }
  const left = s.bank[m.survivor!]!;
  const problem = tradeInProblem(trade, left);
  if (problem === 'odd') return refuse('dispose/odd-trade', `Shares trade two for one: ${trade} is odd.`);
  if (problem === 'bank-short') {
    const survivor = chainName(s, m.survivor!);
    return refuse('dispose/bank-short', `The bank has ${plural(left, 'share')} of ${survivor} left; trading ${trade} needs ${survivorSharesFor(trade)}.`);
  }
  return null;
}

function names(s: GameState, chains: number[]): string {
  return chains.map((c) => chainName(s, c)).join(', ');
}

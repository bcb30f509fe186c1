/** Questions the UI asks of a state without changing it: previews, chain reports. */
import { quoted } from './text.ts';
import { classifyPlacement, connectedLoose, isDeadTile } from './board.ts';
import { DISCARD_STEPS } from './placement.ts';
import { chainDefs, chainName, chainPrice, chainsOnBoard, currentPlayer, foundableChains, isOnBoard, isSafe } from './game.ts';
import { endConditionHolds } from './end-game.ts';
import { awardBonuses, splitArithmetic, type Award, type SplitArithmetic } from './payouts.ts';
import { END_SIZE, MAX_BUY, nextPriceStep, sharePrice } from './prices.ts';
import { bonusesOf, bonusSizes } from './shareholders.ts';
import { maxTradeIn, survivorSharesFor } from './trade-in.ts';
import { parseTile, tileColumn, tileName, TILE_COUNT, type Tile } from './tiles.ts';
import { EMPTY, type GameState } from './types.ts';

/** A bonus someone would receive, with names: `player` null is the two-player market. */
export interface BonusPreview {
  player: string | null;
  shares: number;
  places: Award['places'];
  amount: number;
  tiedWith: (string | null)[];
}

/** One chain of a merger preview, at its size before the merger. */
export interface MergingChain {
  chain: string;
  size: number;
  price: number;
  safe: boolean;
  /** Whether it may go defunct: every chain but a sole largest one, which surely survives. */
  mayGoDefunct: boolean;
  /** The bonus of each place it would pay as a defunct chain, first first (public: they follow from its size). */
  placeBonuses: number[];
  /** Bonuses it would pay as a defunct chain, by holder (without the market's draw, which is not known yet). */
  bonuses: BonusPreview[];
}

/** What placing a tile would do now. */
export type PlacementPreview =
  /** `dead`: it would merge safe chains, so it is dead for good and may be set aside (docs/rules.md). */
  | { tile: string; effect: 'illegal'; code: string; message: string; dead: boolean }
  | { tile: string; effect: 'orphan' }
  | { tile: string; effect: 'found'; size: number; choices: FoundingChoice[] }
  | { tile: string; effect: 'grow'; chain: string; size: number; price: number }
  | {
      tile: string;
      effect: 'merge';
      /** The chains that may survive: one, or several tied for largest (the mergemaker picks). */
      survivorChoices: string[];
      /** Every chain touched, largest first; equal sizes are an order the mergemaker picks. */
      chains: MergingChain[];
      /** Size of the survivor once the merger completes. */
      size: number;
      marketDraw: boolean;
    };

/** What placing this tile (any accepted spelling) would do now; a non-tile is reported as illegal. */
export function previewPlacement(s: GameState, text: string | Tile): PlacementPreview {
  const tile = typeof text === 'number' ? text : parseTile(text);
  if (tile === null) return { tile: String(text), effect: 'illegal', code: 'place/not-a-tile', message: `${quoted(text)} is not a tile.`, dead: false };
  const name = tileName(tile);
  const effect = classifyPlacement(s, tile);
  switch (effect.kind) {
    case 'illegal':
      return { tile: name, effect: 'illegal', ...effect.refusal, dead: effect.refusal.code === 'place/would-merge-safe-chains' };
    case 'orphan':
      return { tile: name, effect: 'orphan' };
    case 'found':
      return {
        tile: name,
        effect: 'found',
        size: effect.size,
        choices: foundingOffer(s, effect.size),
      };
    case 'grow':
      return { tile: name, effect: 'grow', chain: chainName(s, effect.chain), size: effect.size, price: priceAt(s, effect.chain, effect.size) };
    case 'merge': {
      const chains = effect.chains.slice().sort((a, b) => s.sizes[b]! - s.sizes[a]! || a - b);
      const top = s.sizes[chains[0]!]!;
      const survivors = chains.filter((c) => s.sizes[c] === top);
      return {
        tile: name,
        effect: 'merge',
        survivorChoices: survivors.map((c) => chainName(s, c)),
        chains: chains.map((c) => ({
          chain: chainName(s, c),
          size: s.sizes[c]!,
          price: chainPrice(s, c),
          safe: isSafe(s, c),
          mayGoDefunct: survivors.length > 1 || survivors[0] !== c,
          placeBonuses: bonusSizes(s, c),
          bonuses: namedBonuses(s, bonusesOf(s, c, null)),
        })),
        size: chains.reduce((sum, c) => sum + s.sizes[c]!, 1 + connectedLoose(s, tile)),
        marketDraw: s.setup.rules.twoPlayerMarket,
      };
    }
  }
}

/** The preview of every tile of the board, 1A to 12I. */
export function previewAllTiles(s: GameState): PlacementPreview[] {
  const out: PlacementPreview[] = [];
  for (let t = 0; t < TILE_COUNT; t++) out.push(previewPlacement(s, t));
  return out;
}

function priceAt(s: GameState, chain: number, size: number): number {
  return sharePrice(chainDefs(s)[chain]!.tier, size);
}

function namedBonuses(s: GameState, awards: Award[]): BonusPreview[] {
  const name = (h: number | null) => (h === null ? null : s.players[h]!.name);
  return awards.map((a) => ({
    player: name(a.holder),
    shares: a.shares,
    places: a.places,
    amount: a.amount,
    tiedWith: a.tiedWith.map(name),
  }));
}

/** Everything the chain table shows about one chain of the edition. */
export interface ChainReport {
  chain: string;
  tier: number;
  onBoard: boolean;
  size: number;
  price: number;
  next: { size: number; price: number } | null;
  bankShares: number;
  safe: boolean;
  /** Bonuses if this chain were paid now (players only; the market's draw is not known). */
  bonuses: BonusPreview[];
}

/** A report on every chain of the edition, in edition order. */
export function chainReports(s: GameState): ChainReport[] {
  return chainDefs(s).map((d, c) => {
    const onBoard = isOnBoard(s, c);
    return {
      chain: d.name,
      tier: d.tier,
      onBoard,
      size: s.sizes[c]!,
      price: chainPrice(s, c),
      next: onBoard ? nextPriceStep(d.tier, s.sizes[c]!) : null,
      bankShares: s.bank[c]!,
      safe: isSafe(s, c),
      bonuses: onBoard ? namedBonuses(s, bonusesOf(s, c, null)) : [],
    };
  });
}

/** The disposal the game waits for: who, which chain, how many held, the sell price, and the trade limit. */
export interface DisposalOptions {
  player: string;
  chain: string;
  survivor: string;
  held: number;
  price: number;
  /** Survivor shares the bank has now; a trade of 2n needs n of them. */
  bankSurvivor: number;
  /** Most defunct shares that can be traded in: even, within holdings and the bank's survivor shares. */
  maxTrade: number;
}

/** The options of the disposal the game waits for, or null when no disposal is waiting. */
export function disposalOptions(s: GameState): DisposalOptions | null {
  if (s.awaiting !== 'dispose' || !s.merger?.current) return null;
  const { chain, queue } = s.merger.current;
  const survivor = s.merger.survivor!;
  const player = s.players[queue[0]!]!;
  const held = player.shares[chain]!;
  const bankSurvivor = s.bank[survivor]!;
  return {
    player: player.name,
    chain: chainName(s, chain),
    survivor: chainName(s, survivor),
    held,
    price: chainPrice(s, chain),
    bankSurvivor,
    maxTrade: maxTradeIn(held, bankSurvivor),
  };
}

/** A holder still to dispose of the defunct chain being paid: this one first, then round the table (R22). */
export interface WaitingHolder {
  player: string;
  held: number;
}

/** The holders the disposal of the current defunct chain still waits for, in order; empty when none waits. */
export function disposalQueue(s: GameState): WaitingHolder[] {
  if (s.awaiting !== 'dispose' || !s.merger?.current) return [];
  const { chain, queue } = s.merger.current;
  return queue.map((p) => ({ player: s.players[p]!.name, held: s.players[p]!.shares[chain]! }));
}

/** A disposal of `sell` and `trade` as chosen so far: the most of each the steppers may reach, and what it leaves. */
export interface DisposalLimits {
  /** The most that may be sold with `trade` traded in. */
  sellMost: number;
  /** The most that may be traded in with `sell` sold: even, and within the bank's survivor shares. */
  tradeMost: number;
  keep: number;
  /** Cash the sale brings, and the survivor shares the trade-in brings. */
  amount: number;
  received: number;
  cashAfter: number;
}

/** The limits of the waiting disposal with `sell` and `trade` chosen (each within its own limit), or null. */
export function disposalLimits(s: GameState, sell: number, trade: number): DisposalLimits | null {
  const o = disposalOptions(s);
  if (!o) return null;
  const player = s.players[s.merger!.current!.queue[0]!]!;
  return {
    sellMost: o.held - trade,
    tradeMost: maxTradeIn(o.held - sell, o.bankSurvivor),
    keep: o.held - sell - trade,
    amount: sell * o.price,
    received: survivorSharesFor(trade),
    cashAfter: player.cash + sell * o.price,
  };
}

/** The chain whose holdings the market's draw is for (a merger's defunct chain or the end's next chain), or null. */
export function marketDrawChain(s: GameState): string | null {
  if (s.awaiting !== 'market') return null;
  const chain = s.endScoring ? s.endScoring.remaining[0] : s.merger?.current?.chain;
  return chain === undefined ? null : chainName(s, chain);
}

/** A chain a tied choice may pick, and what the chains it would make defunct (or pay now) would pay. */
export interface TiedChoice {
  chain: string;
  size: number;
  /**
   * Survivor choice: every other merging chain, each with its bonuses at its size; defunct choice: this chain's own.
   * Players only: with the two-player market the draw may still change who is paid.
   */
  pays: { chain: string; placeBonuses: number[]; bonuses: BonusPreview[] }[];
}

/** The chains a tied choice is between (survivor or next defunct), largest first; empty when no choice waits. */
export function tiedChoices(s: GameState): TiedChoice[] {
  if ((s.awaiting !== 'survivor' && s.awaiting !== 'defunct') || !s.merger) return [];
  const survivor = s.awaiting === 'survivor';
  const pool = survivor ? s.merger.chains : s.merger.remaining;
  const top = Math.max(...pool.map((c) => s.sizes[c]!));
  const payout = (c: number) => ({ chain: chainName(s, c), placeBonuses: bonusSizes(s, c), bonuses: namedBonuses(s, bonusesOf(s, c, null)) });
  return pool
    .filter((c) => s.sizes[c] === top)
    .map((c) => ({ chain: chainName(s, c), size: top, pays: (survivor ? s.merger!.chains.filter((d) => d !== c) : [c]).map(payout) }));
}

/** One row of a defunct chain's payout: a holder's shares at the payout, rank, bonus, and where their disposal is. */
export interface PayoutRow {
  /** A player's name, or null for the two-player market. */
  holder: string | null;
  shares: number;
  /** 1 for the most shares, 2 for the next count down, …; null without a share. */
  rank: number | null;
  /** The places whose bonuses it shares in (empty: no bonus). */
  places: Award['places'];
  amount: number;
  /** The arithmetic of a shared bonus (its pot, the ways, the exact share and the rounding up); null when not shared. */
  split: SplitArithmetic | null;
  /** done, now, still to come (next), or none: no share to dispose of (and the market, which disposes of nothing). */
  disposal: 'done' | 'now' | 'next' | 'none';
}

/** The payout of the defunct chain being disposed of: every player (those without a share too), most shares first. */
export interface PayoutTable {
  chain: string;
  size: number;
  price: number;
  /** The bonus of each place, first first (three in Tycoon mode). */
  placeBonuses: number[];
  /** The two-player market's drawn count, or null when the market takes no part. */
  market: number | null;
  rows: PayoutRow[];
}

/** The payout table while a merger waits for a disposal; null otherwise. */
export function payoutTable(s: GameState): PayoutTable | null {
  const current = s.awaiting === 'dispose' ? s.merger?.current : null;
  if (!current?.held) return null;
  const { chain, held, market, queue } = current;
  const placeBonuses = bonusSizes(s, chain);
  const holdings = [...held.map((shares, holder) => ({ holder: holder as number | null, shares })), ...(market === null ? [] : [{ holder: null, shares: market }])];
  const awards = awardBonuses(holdings, placeBonuses);
  const counts = [...new Set(holdings.map((h) => h.shares).filter((n) => n > 0))].sort((a, b) => b - a);
  const rows = holdings.map((h): PayoutRow => {
    const a = awards.find((x) => x.holder === h.holder);
    const disposal = h.holder === null || h.shares === 0 ? 'none' : queue[0] === h.holder ? 'now' : queue.includes(h.holder) ? 'next' : 'done';
    return {
      holder: h.holder === null ? null : s.players[h.holder]!.name,
      shares: h.shares,
      rank: h.shares > 0 ? counts.indexOf(h.shares) + 1 : null,
      places: a?.places ?? [],
      amount: a?.amount ?? 0,
      split: a && a.tiedWith.length > 0 ? splitArithmetic(a.pot, a.tiedWith.length + 1) : null,
      disposal,
    };
  });
  // Most shares first; equal counts in seat order (the market after the players).
  const order = rows.map((r, i) => ({ r, i })).sort((x, y) => y.r.shares - x.r.shares || x.i - y.i);
  return { chain: chainName(s, chain), size: s.sizes[chain]!, price: chainPrice(s, chain), placeBonuses, market, rows: order.map((x) => x.r) };
}

/** A chain the founder may pick: its tier, its price at the new chain's size, and the bank's shares. */
export interface FoundingChoice {
  chain: string;
  tier: number;
  price: number;
  bankShares: number;
}

/** The size of the chain being founded and the chains on offer, or null when no founding waits. */
export function foundingChoices(s: GameState): { size: number; choices: FoundingChoice[] } | null {
  if (s.awaiting !== 'found' || s.founding === null) return null;
  const size = 1 + connectedLoose(s, s.founding);
  return { size, choices: foundingOffer(s, size) };
}

/** The chains a founder may pick for a new chain of `size` tiles. */
function foundingOffer(s: GameState, size: number): FoundingChoice[] {
  return foundableChains(s).map((c) => {
    const d = chainDefs(s)[c]!;
    return { chain: d.name, tier: d.tier, price: sharePrice(d.tier, size), bankShares: s.bank[c]! };
  });
}

/** Each player's net worth now: cash plus every share of a chain on the board at its price (defunct shares count 0). */
export function netWorths(s: GameState): number[] {
  return s.players.map((p) => p.cash + p.shares.reduce((sum, n, c) => sum + n * chainPrice(s, c), 0));
}

/**
 * The tiles that could be set aside as dead right now: not on the board, not set aside yet, and joining two or more
 * safe chains. Empty whenever a discard would not be accepted (a founding or merger is open, the game is over).
 */
export function deadTilesNow(s: GameState): string[] {
  if (!DISCARD_STEPS.includes(s.awaiting)) return [];
  const dead: string[] = [];
  for (let t = 0; t < TILE_COUNT; t++) if (s.board[t] === EMPTY && !s.dead.includes(t) && isDeadTile(s, t)) dead.push(tileName(t));
  return dead;
}

/** One chain the current player may buy, with as many as are chosen so far and the most the stepper may reach. */
export interface BuyChoice {
  chain: string;
  price: number;
  bankShares: number;
  chosen: number;
  /** The most of this chain the buy may hold, the others as chosen: the turn's limit, the bank's shares and the cash. */
  most: number;
  /** What `most` of this chain cost. */
  mostCost: number;
}

/** What a buy of `chosen` shares (by chain name) comes to: each chain on the board's limit, the total, the cost. */
export interface BuyLimits {
  choices: BuyChoice[];
  total: number;
  cost: number;
  cashAfter: number;
}

/**
 * The buy step's limits for the current player with `chosen` shares picked: at most MAX_BUY in all, no more than the
 * bank holds, and no more than the cash left pays for. A chain's most is never under what is already chosen of it.
 */
export function buyLimits(s: GameState, chosen: Record<string, number>): BuyLimits {
  const player = currentPlayer(s);
  const onBoard = chainReports(s).filter((r) => r.onBoard);
  const count = (chain: string) => chosen[chain] ?? 0;
  const total = onBoard.reduce((sum, r) => sum + count(r.chain), 0);
  const cost = onBoard.reduce((sum, r) => sum + count(r.chain) * r.price, 0);
  const cashAfter = player.cash - cost;
  const choices = onBoard.map((r) => {
    const n = count(r.chain);
    const most = Math.min(n + MAX_BUY - total, r.bankShares, n + Math.floor(cashAfter / r.price));
    const top = Math.max(n, most);
    return { chain: r.chain, price: r.price, bankShares: r.bankShares, chosen: n, most: top, mostCost: top * r.price };
  });
  return { choices, total, cost, cashAfter };
}

/** How near the game is to its end (docs/rules.md R25): the largest chain against the end size, and the safe chains. */
export interface EndMeter {
  /** The largest chain on the board (the first in edition order when tied), or null with no chain on the board. */
  largest: { chain: string; size: number } | null;
  endSize: number;
  safe: number;
  onBoard: number;
  /** Whether either end condition holds now. */
  reached: boolean;
}

/** The end meter of the game now. */
export function endMeter(s: GameState): EndMeter {
  const chains = chainsOnBoard(s);
  const top = chains.reduce<number | null>((best, c) => (best === null || s.sizes[c]! > s.sizes[best]! ? c : best), null);
  return {
    largest: top === null ? null : { chain: chainName(s, top), size: s.sizes[top]! },
    endSize: END_SIZE,
    safe: chains.filter((c) => isSafe(s, c)).length,
    onBoard: chains.length,
    reached: endConditionHolds(s),
  };
}

/**
 * The app's own market draw (docs/decisions.md 19): a tile drawn at random from those not on the board and not set
 * aside, the bag and the players' hands together (the app cannot see which are in hand), and its column as the
 * number of shares. `random` is a number in [0, 1); null when no tile is left.
 */
export function marketDrawFromTilesLeft(s: GameState, random: number): { tile: string; shares: number } | null {
  const left = tilesLeft(s);
  if (left.length === 0) return null;
  const tile = left[Math.min(left.length - 1, Math.floor(random * left.length))]!;
  return { tile: tileName(tile), shares: tileColumn(tile) };
}

/** The tiles not on the board and not set aside: the bag and the players' hands together. */
export function tilesLeft(s: GameState): Tile[] {
  const left: Tile[] = [];
  for (let t = 0; t < s.board.length; t++) if (s.board[t] === EMPTY && !s.dead.includes(t)) left.push(t);
  return left;
}

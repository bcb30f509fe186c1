/**
 * The quick tools' arithmetic, no game needed: a merger's payouts for any holdings, the value of selling, a 2-for-1
 * trade within the bank's limit, and the end-game tally. Built on the same payout and end-game code as a game.
 */
import { quoted } from './text.ts';
import { EDITION_NAMES, EDITIONS, type Edition, type Tier } from './editions.ts';
import { endPayoutOrder, payChainAtEnd, rank } from './end-game.ts';
import { awardBonuses, type Award, type Place } from './payouts.ts';
import { placeBonuses, SHARES_PER_CHAIN, sharePrice } from './prices.ts';
import { marketAllowed } from './record.ts';
import { createGame } from './setup.ts';
import { maxTradeIn, survivorSharesFor } from './trade-in.ts';
import type { GameEvent, GameState, Standing } from './types.ts';

/** A holder in the merger calculator; `market` marks the two-player stock market. */
export interface CalcHolder {
  name: string;
  shares: number;
  market?: boolean;
}

/** What each holder receives from a defunct chain of this tier and size. */
export interface MergerPayout {
  price: number;
  /** The bonus of each place, first first: two places, or three in Tycoon mode. */
  placeBonuses: number[];
  awards: (Omit<Award, 'holder' | 'tiedWith'> & { name: string; market: boolean; tiedWith: string[] })[];
}

/**
 * The payouts of a defunct chain (tier, size before the merger) to these holders, every tie case included; Tycoon
 * mode pays a third place.
 */
export function mergerPayout(tier: Tier, size: number, holders: CalcHolder[], tycoon = false): MergerPayout {
  const bonuses = placeBonuses(tier, size, tycoon);
  const awards = awardBonuses(
    holders.map((h, i) => ({ holder: i, shares: h.shares })),
    bonuses,
  ).map(({ holder, tiedWith, ...a }) => ({
    ...a,
    name: holders[holder!]!.name,
    market: holders[holder!]!.market === true,
    tiedWith: tiedWith.map((t) => holders[t!]!.name),
  }));
  return { price: sharePrice(tier, size), placeBonuses: bonuses, awards };
}

/** Selling `shares` of a defunct chain of `size` tiles at its price before the merger. */
export function saleOutcome(tier: Tier, size: number, shares: number): { price: number; amount: number } {
  const price = sharePrice(tier, size);
  return { price, amount: shares * price };
}

/** Trading in as many of `shares` defunct shares as can go, with `bank` survivor shares left: how many go, how many come back. */
export function tradeOutcome(shares: number, bank: number): { traded: number; received: number; kept: number } {
  const traded = maxTradeIn(shares, bank);
  return { traded, received: survivorSharesFor(traded), kept: shares - traded };
}

/** The table's position at the end: chain sizes, each player's cash and shares; market holdings for two players. */
export interface TallyInput {
  edition: Edition;
  /** Size of each chain on the board, by name (chains off the board left out or 0). */
  chains: Record<string, number>;
  players: { name: string; cash: number; shares: Record<string, number> }[];
  /** Two-player market draws at the end, by chain. */
  market?: Record<string, number>;
  /** Tycoon mode: a third bonus (absent: classic). */
  tycoon?: boolean;
}

/**
 * Tally entries kept on a device (or anywhere else) read back safely: the right shape, or null. Values are checked
 * by `endTally`, which explains what is wrong; this only makes sure the entries can be shown at all.
 */
export function readTallyInput(data: unknown): TallyInput | null {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const isCounts = (v: unknown): v is Record<string, number> => isObject(v) && Object.values(v).every((n) => typeof n === 'number' && Number.isFinite(n));
  if (!isObject(data) || !EDITION_NAMES.includes(data.edition as Edition) || !isCounts(data.chains)) return null;
  if (!Array.isArray(data.players) || data.players.length < 1 || data.players.length > 6) return null;
  const players = data.players.every((p) => isObject(p) && typeof p.name === 'string' && p.name.length <= 100 && typeof p.cash === 'number' && Number.isFinite(p.cash) && isCounts(p.shares));
  if (!players || (data.market !== undefined && !isCounts(data.market))) return null;
  if (data.tycoon !== undefined && typeof data.tycoon !== 'boolean') return null;
  return data as unknown as TallyInput;
}

/** One player's tally: the end bonuses and share sales, chain by chain and in all, and the total and rank. */
export interface TallyLine extends Standing {
  before: number;
  bonuses: { chain: string; places: readonly Place[]; placeCount: number; amount: number }[];
  bonusTotal: number;
  sales: { chain: string; count: number; price: number; amount: number }[];
  salesTotal: number;
}

/** A player's tally line from the end's events: their bonuses and sales, and what those add up to. */
function tallyLine(standing: Standing, events: readonly GameEvent[], before: (bonusTotal: number, salesTotal: number) => number): TallyLine {
  const bonuses = events.flatMap((e) => (e.type === 'bonus' && e.player === standing.name ? [{ chain: e.chain, places: e.places, placeCount: e.placeCount, amount: e.amount }] : []));
  const sales = events.flatMap((e) => (e.type === 'endSale' && e.player === standing.name ? [{ chain: e.chain, count: e.count, price: e.price, amount: e.amount }] : []));
  const bonusTotal = bonuses.reduce((t, b) => t + b.amount, 0);
  const salesTotal = sales.reduce((t, x) => t + x.amount, 0);
  return { ...standing, before: before(bonusTotal, salesTotal), bonuses, bonusTotal, sales, salesTotal };
}

/** Tally lines from first place to last; tied players in seat order. */
export function byRank(lines: readonly TallyLine[]): TallyLine[] {
  return lines.map((l, seat) => ({ l, seat })).sort((a, b) => a.l.rank - b.l.rank || a.seat - b.seat).map(({ l }) => l);
}

/**
 * An ended game's tally, from its end-of-game events (`events`: all of the game's, in order): per player in standing
 * order, the cash before the end, the end bonuses by chain, the shares sold back, the total and the rank.
 */
export function finalTally(state: GameState, events: readonly GameEvent[]): TallyLine[] {
  const atEnd = events.filter((e) => (e.type === 'bonus' && e.atEnd) || e.type === 'endSale');
  return (state.standings ?? []).map((s) => tallyLine(s, atEnd, (bonuses, sales) => s.cash - bonuses - sales));
}

/** The end-game tally, or why the entries cannot be a real position. */
export function endTally(input: TallyInput): { ok: true; lines: TallyLine[] } | { ok: false; message: string } {
  const problem = checkTally(input);
  if (problem) return { ok: false, message: problem };
  const defs = EDITIONS[input.edition];
  const s = createGame({
    players: input.players.map((p) => p.name),
    edition: input.edition,
    rules: { twoPlayerMarket: false, founderCashWhenNoShares: false, playerTrades: true, holdings: 'open', tycoon: input.tycoon === true },
    startingCash: 0,
    initialTiles: [],
  });
  defs.forEach((d, c) => {
    s.sizes[c] = input.chains[d.name] ?? 0;
    input.players.forEach((p, i) => {
      const n = p.shares[d.name] ?? 0;
      s.players[i]!.shares[c] = n;
      s.bank[c]! -= n;
    });
  });
  input.players.forEach((p, i) => (s.players[i]!.cash = p.cash));
  const events: GameEvent[] = [];
  // The market's draws count only in a two-player tally (entries kept from one are ignored once a player is added).
  const market = marketAllowed(input.players.length) ? input.market : undefined;
  for (const c of endPayoutOrder(s)) payChainAtEnd(s, c, market?.[defs[c]!.name] ?? null, events);
  const standings = rank(s.players.map((p) => ({ name: p.name, cash: p.cash })));
  return {
    ok: true,
    lines: standings.map((st, i) => tallyLine(st, events, () => input.players[i]!.cash)),
  };
}

function checkTally(input: TallyInput): string | null {
  const defs = EDITIONS[input.edition];
  const names = input.players.map((p) => p.name.trim());
  if (names.length < 2 || names.length > 6) return 'Enter 2 to 6 players.';
  if (names.some((n) => n === '')) return 'Every player needs a name.';
  if (new Set(names).size !== names.length) return 'Two players have the same name.';
  for (const [name, size] of Object.entries(input.chains)) {
    if (!defs.some((d) => d.name === name)) return `There is no chain called ${quoted(name)} in this edition.`;
    if (!Number.isInteger(size) || size < 0 || size === 1 || size > 108) return `${name}: a chain on the board has 2 to 108 tiles.`;
  }
  for (const p of input.players) {
    if (!Number.isInteger(p.cash) || p.cash < 0) return `${p.name}: cash is a whole number of dollars, 0 or more.`;
    for (const [chain, n] of Object.entries(p.shares)) {
      if (!defs.some((d) => d.name === chain)) return `There is no chain called ${quoted(chain)} in this edition.`;
      if (!Number.isInteger(n) || n < 0) return `${p.name}: shares are whole numbers, 0 or more.`;
    }
  }
  for (const d of defs) {
    const total = input.players.reduce((t, p) => t + (p.shares[d.name] ?? 0), 0);
    if (total > SHARES_PER_CHAIN) return `${d.name}: ${total} shares entered, but only ${SHARES_PER_CHAIN} exist.`;
  }
  for (const [chain, n] of Object.entries(input.market ?? {})) {
    if (!Number.isInteger(n) || n < 1 || n > 12) return `${chain}: the market draw is 1 to 12 shares.`;
  }
  return null;
}

/** What the quick tools start with when opened from a game: the merger at hand, and the table's position. */
import { chainDefs, chainsOnBoard, SHARES_PER_CHAIN, type GameEvent, type GameState, type GameView } from '../engine/index.ts';
import type { TallyInput } from '../engine/index.ts';

/** The merger calculator's entries. */
export interface MergerEntries {
  chain: string;
  size: number;
  holders: { name: string; shares: number }[];
  /** Shares the two-player market drew for this payout, or null when it took no part (or has not drawn yet). */
  market: number | null;
  bankSurvivor: number;
}

/**
 * The defunct chain being paid (or the next one) with every player's holding as it was at its payout: shares
 * already sold or traded in this merger are added back from the events. Null when no merger is open. Where the
 * viewer does not see holdings (`view`), they are given only once the chain's payout is under way (the holders
 * showed them at the table); before it, every holder starts at 0.
 */
export function mergerEntries(s: GameState, log: GameEvent[][], view: GameView): MergerEntries | null {
  const m = s.merger;
  if (!m) return null;
  const chain = m.current?.chain ?? m.remaining[0] ?? m.chains.find((c) => c !== m.survivor) ?? m.chains[0]!;
  const name = chainDefs(s)[chain]!.name;
  const disposed = new Map<string, number>();
  let market: number | null = null;
  // Back through this merger only: a chain can have been defunct before, founded again, and merged again now.
  scan: for (let i = log.length - 1; i >= 0; i--) {
    for (const e of log[i]!.slice().reverse()) {
      if (e.type === 'disposed' && e.chain === name) disposed.set(e.player, (disposed.get(e.player) ?? 0) + e.sell + e.trade);
      if (e.type === 'marketDrawn' && e.chain === name) market = e.shares;
      if ((e.type === 'defunctStarted' && e.chain === name) || e.type === 'mergerStarted') break scan;
    }
  }
  return {
    chain: name,
    size: s.sizes[chain]!,
    holders: s.players.map((p) => ({ name: p.name, shares: view.open || m.current ? p.shares[chain]! + (disposed.get(p.name) ?? 0) : 0 })),
    market,
    bankSurvivor: m.survivor === null ? SHARES_PER_CHAIN : s.bank[m.survivor]!,
  };
}

/**
 * The end-game tally's entries: chains on the board, each player's cash and shares, as the viewer may see them
 * (`view`: with holdings hidden, the shares are left for the table to type in).
 */
export function tallyEntries(s: GameState, view: GameView): TallyInput {
  const defs = chainDefs(s);
  return {
    edition: s.setup.edition,
    chains: Object.fromEntries(chainsOnBoard(s).map((c) => [defs[c]!.name, s.sizes[c]!])),
    players: view.players.map((p) => ({
      name: p.name,
      cash: p.cash,
      shares: Object.fromEntries((p.shares ?? []).flatMap((n, c) => (n > 0 ? [[defs[c]!.name, n]] : []))),
    })),
  };
}

/** What the quick tools start with when opened from a game: the merger at hand, and the table's position. */
import { chainDefs, chainsOnBoard, SHARES_PER_CHAIN, type GameState, type GameView } from '../engine/index.ts';
import type { TallyInput } from '../engine/index.ts';

/** The merger calculator's entries. */
export interface MergerEntries {
  chain: string;
  size: number;
  holders: { name: string; shares: number }[];
  /** Shares the two-player market drew for this payout, or null when it took no part (or has not drawn yet). */
  market: number | null;
  bankSurvivor: number;
  /** Tycoon mode: the game pays a third bonus. */
  tycoon: boolean;
}

/**
 * The defunct chain being paid (or the next one) with every player's holding as it was at its payout, from the open
 * merger in the engine's state (its `held`, kept from the payout on, whatever has been sold or traded since). Null
 * when no merger is open. Before the payout, holdings are shown only to a viewer who sees them (`view`): for the
 * table every holder starts at 0, as nobody has shown their shares yet.
 */
export function mergerEntries(s: GameState, view: GameView): MergerEntries | null {
  const m = s.merger;
  if (!m) return null;
  const chain = m.current?.chain ?? m.remaining[0] ?? m.chains.find((c) => c !== m.survivor) ?? m.chains[0]!;
  const held = m.current?.held ?? null;
  return {
    chain: chainDefs(s)[chain]!.name,
    size: s.sizes[chain]!,
    holders: s.players.map((p, i) => ({ name: p.name, shares: held ? held[i]! : view.open ? p.shares[chain]! : 0 })),
    market: m.current?.market ?? null,
    bankSurvivor: m.survivor === null ? SHARES_PER_CHAIN : s.bank[m.survivor]!,
    tycoon: s.setup.rules.tycoon,
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
    ...(s.setup.rules.tycoon ? { tycoon: true } : {}),
    chains: Object.fromEntries(chainsOnBoard(s).map((c) => [defs[c]!.name, s.sizes[c]!])),
    players: view.players.map((p) => ({
      name: p.name,
      cash: p.cash,
      shares: Object.fromEntries((p.shares ?? []).flatMap((n, c) => (n > 0 ? [[defs[c]!.name, n]] : []))),
    })),
  };
}

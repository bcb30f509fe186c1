/**
 * A game told over time, from its record alone (docs/decisions.md, "The game afterwards"): each player's net worth
 * after every turn, where the mergers fell, who founded which chain, and the game's statistics. Nothing here is
 * stored: the record is replayed, so the story can never disagree with the game.
 */
import { step } from './apply.ts';
import { netWorths } from './queries.ts';
import { resolveSetup, type GameRecord } from './record.ts';
import { createGame } from './setup.ts';
import type { GameEvent, Standing } from './types.ts';

/** Every player's net worth (cash plus shares at today's price) at one moment, by seat. */
export interface WorthPoint {
  /** Turns ended so far: 0 is the start. */
  turn: number;
  worths: number[];
  /** The final money (after the end's bonuses and sales) instead of net worth: the last point of an ended game. */
  final: boolean;
}

/** A merger, in the turn it was played. */
export interface MergerMark {
  turn: number;
  /** The mergemaker: who placed the tile. */
  player: string;
  survivor: string;
  defunct: string[];
  /** The survivor's tiles once merged. */
  size: number;
  /** Bonuses the defunct chains paid to players (the two-player market's draw keeps its share in the bank). */
  bonuses: number;
}

/** A chain founded, and by whom. A chain taken over may be founded again later. */
export interface Founding {
  turn: number;
  chain: string;
  player: string;
}

/** What one player did and earned over the game. */
export interface PlayerStats {
  name: string;
  /** Bonuses received, by chain (mergers and the end), and in all. */
  bonuses: Record<string, number>;
  bonusTotal: number;
  /** Shares bought in the buy step, and what they cost. */
  bought: number;
  spent: number;
  /** Shares sold back to the bank (in mergers and at the end), and what they brought. */
  sold: number;
  soldFor: number;
  /** Shares of taken-over chains traded in two for one, and the survivor's shares received for them. */
  tradedIn: number;
  received: number;
  /** Trades made with other players. */
  playerTrades: number;
  /** Money each chain brought: its bonuses plus its shares sold. */
  earned: Record<string, number>;
}

/** The whole story of a game. */
export interface GameStory {
  players: string[];
  /** The start, then one point per ended turn; an ended game's last point is its final money. */
  points: WorthPoint[];
  mergers: MergerMark[];
  foundings: Founding[];
  stats: PlayerStats[];
  /** The merger that paid the most in bonuses (ties: the larger survivor, then the earlier); null without one. */
  biggestMerger: MergerMark | null;
  /** The sole leader after each point (null when none, or tied), and how often a new sole leader took over. */
  leaders: (string | null)[];
  leadChanges: number;
  /** The final standings once the game has ended, else null. */
  standings: Standing[] | null;
}

/** The story of a record: its accepted actions, up to the first refused one (a stored game has none). */
export function gameStory(record: GameRecord): GameStory {
  const state = createGame(resolveSetup(record.setup));
  const players = state.players.map((p) => p.name);
  const seat = new Map(players.map((name, i) => [name, i]));
  const stats: PlayerStats[] = players.map((name) => ({ name, bonuses: {}, bonusTotal: 0, bought: 0, spent: 0, sold: 0, soldFor: 0, tradedIn: 0, received: 0, playerTrades: 0, earned: {} }));
  const of = (name: string) => stats[seat.get(name)!]!;
  const add = (into: Record<string, number>, chain: string, amount: number) => (into[chain] = (into[chain] ?? 0) + amount);
  const points: WorthPoint[] = [{ turn: 0, worths: netWorths(state), final: false }];
  const mergers: MergerMark[] = [];
  const foundings: Founding[] = [];
  let turnsEnded = 0;
  let open: MergerMark | null = null;
  let standings: Standing[] | null = null;

  const take = (e: GameEvent) => {
    switch (e.type) {
      case 'founded':
        foundings.push({ turn: turnsEnded + 1, chain: e.chain, player: e.player });
        break;
      case 'mergerStarted':
        open = { turn: turnsEnded + 1, player: e.player, survivor: '', defunct: [], size: 0, bonuses: 0 };
        break;
      case 'bonus':
        if (e.player === null) break;
        add(of(e.player).bonuses, e.chain, e.amount);
        add(of(e.player).earned, e.chain, e.amount);
        of(e.player).bonusTotal += e.amount;
        if (!e.atEnd && open) open.bonuses += e.amount;
        break;
      case 'disposed':
        of(e.player).sold += e.sell;
        of(e.player).soldFor += e.amount;
        of(e.player).tradedIn += e.trade;
        of(e.player).received += e.received;
        if (e.amount > 0) add(of(e.player).earned, e.chain, e.amount);
        break;
      case 'mergerCompleted':
        if (open) mergers.push({ ...open, survivor: e.survivor, defunct: e.defunct, size: e.size });
        open = null;
        break;
      case 'bought':
        of(e.player).bought += Object.values(e.shares).reduce((t, n) => t + n, 0);
        of(e.player).spent += e.cost;
        break;
      case 'endSale':
        of(e.player).sold += e.count;
        of(e.player).soldFor += e.amount;
        if (e.amount > 0) add(of(e.player).earned, e.chain, e.amount);
        break;
      case 'tradedBetweenPlayers':
        of(e.player).playerTrades++;
        of(e.with).playerTrades++;
        break;
      case 'turnEnded':
        turnsEnded++;
        points.push({ turn: turnsEnded, worths: netWorths(state), final: false });
        break;
      case 'gameEnded': {
        standings = e.standings;
        const money = players.map((name) => e.standings.find((st) => st.name === name)!.cash);
        const last = points[points.length - 1]!;
        // The end comes as the last turn ends (or with the market's draw after it): that turn's point is the final money.
        if (last.turn === turnsEnded && turnsEnded > 0) points[points.length - 1] = { turn: turnsEnded, worths: money, final: true };
        else points.push({ turn: turnsEnded, worths: money, final: true });
        break;
      }
      default:
        break;
    }
  };

  const sink: GameEvent[] = [];
  for (const action of record.actions) {
    sink.length = 0;
    if (step(state, action, sink)) break;
    // Net worth is read after the whole entry: a turn's point counts everything stored with its end.
    for (const e of sink) take(e);
  }

  const leaders: (string | null)[] = [];
  let leadChanges = 0;
  let current: string | null = null;
  for (const p of points) {
    const top = Math.max(...p.worths);
    const at = p.worths.flatMap((w, i) => (w === top ? [i] : []));
    const sole = at.length === 1 ? players[at[0]!]! : null;
    leaders.push(sole);
    if (sole !== null && current !== null && sole !== current) leadChanges++;
    if (sole !== null) current = sole;
  }
  const biggestMerger = mergers.reduce<MergerMark | null>((best, m) => (best === null || m.bonuses > best.bonuses || (m.bonuses === best.bonuses && m.size > best.size) ? m : best), null);
  return { players, points, mergers, foundings, stats, biggestMerger, leaders, leadChanges, standings };
}

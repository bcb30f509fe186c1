/** Plain, serialisable data of a game: setup, actions, state, events, refusals. No classes, Maps or Dates. */
import type { Edition } from './editions.ts';
import type { Place } from './payouts.ts';
import type { Tile } from './tiles.ts';

/** The options of docs/rules.md (R10, R21, R24, R27), every one resolved to its value for this game. */
export interface Rules {
  twoPlayerMarket: boolean;
  founderCashWhenNoShares: boolean;
  playerTrades: boolean;
  holdings: 'open' | 'closed';
  /** Tycoon mode (docs/rules.md R19T): a third bonus, by the Tycoon chart. */
  tycoon: boolean;
}

/** The setup of a game after validation: names trimmed, defaults filled in, tiles canonical. */
export interface GameSetup {
  players: string[];
  edition: Edition;
  rules: Rules;
  startingCash: number;
  initialTiles: string[];
}

/** Cash and/or shares one side of a trade between players gives. */
export interface TradeSide {
  cash?: number;
  shares?: Record<string, number>;
}

/** Every action a banker can enter (docs/record-format.md). */
export type Action =
  | { type: 'trade'; with: string; give?: TradeSide; get?: TradeSide }
  | { type: 'place'; tile: string }
  | { type: 'skipPlace' }
  | { type: 'discard'; tile: string }
  | { type: 'found'; chain: string }
  | { type: 'survivor'; chain: string }
  | { type: 'defunct'; chain: string }
  | { type: 'market'; shares: number }
  | { type: 'dispose'; player: string; sell?: number; trade?: number }
  | { type: 'buy'; shares: Record<string, number> }
  | { type: 'declareEnd' }
  | { type: 'endTurn' };

/** The action type names. */
export type ActionType = Action['type'];

/** What the game needs next. */
export type Awaiting = 'place' | 'found' | 'survivor' | 'defunct' | 'market' | 'dispose' | 'buy' | 'endTurn' | 'ended';

/** A merger in progress. Chains are edition indices; sizes stay those before the merger until it completes. */
export interface MergerState {
  tile: Tile;
  /** Every chain the tile touches. */
  chains: number[];
  survivor: number | null;
  /** Defunct chains not yet started. */
  remaining: number[];
  /**
   * The defunct chain being paid and disposed of, or null between two: the holders still to dispose (`queue`), and
   * once paid, each player's shares at the payout (`held`, seat order) and the market's drawn count (null: no market).
   */
  current: { chain: number; queue: number[]; held: number[] | null; market: number | null } | null;
}

/** The end-game payouts in progress (only waits when the two-player market needs a draw). */
export interface EndScoringState {
  /** Chains still to pay, smallest first, a size tie in edition order. */
  remaining: number[];
}

/** One player's money and holdings; `shares` is indexed by the edition's chain order. */
export interface PlayerState {
  name: string;
  cash: number;
  shares: number[];
}

/** Board cell values: empty, an unincorporated tile, or the index of the chain that holds it. */
export const EMPTY = -2;
export const LOOSE = -1;

/** Final result of one player. */
export interface Standing {
  name: string;
  cash: number;
  rank: number;
}

/** The whole state of a game: always the result of replaying its record. */
export interface GameState {
  setup: GameSetup;
  /** 108 cells, see EMPTY / LOOSE; otherwise a chain index. */
  board: number[];
  /** Tiles per chain, by edition index; 0 when the chain is not on the board. */
  sizes: number[];
  /** Shares the bank holds, by edition index. */
  bank: number[];
  players: PlayerState[];
  /** 1-based number of the turn in progress, every player's turn counting. */
  turn: number;
  awaiting: Awaiting;
  declared: boolean;
  /** Tiles set aside as dead, in order. */
  dead: Tile[];
  lastTile: Tile | null;
  /** A placement waiting for the chain to found. */
  founding: Tile | null;
  merger: MergerState | null;
  endScoring: EndScoringState | null;
  standings: Standing[] | null;
}

/** Why an action was refused: a stable code and a plain-language reason. */
export interface Refusal {
  code: string;
  message: string;
  /**
   * The same refusal worded for the table of a closed-holdings game, where it must not say how many shares a player
   * holds (engine/view.ts); absent when the message says nothing hidden.
   */
  tableMessage?: string;
}

/** Something that happened, in data the UI can word. Amounts in dollars; `player` is a name. */
export type GameEvent =
  | { type: 'tradedBetweenPlayers'; player: string; with: string; give: Required<TradeSide>; get: Required<TradeSide> }
  | { type: 'placed'; player: string; tile: string }
  | { type: 'placementSkipped'; player: string }
  | { type: 'discarded'; player: string; tile: string }
  | { type: 'founded'; player: string; chain: string; size: number }
  | { type: 'founderShare'; player: string; chain: string }
  | { type: 'founderCash'; player: string; chain: string; amount: number }
  | { type: 'grew'; chain: string; size: number }
  | { type: 'mergerStarted'; player: string; chains: string[] }
  | { type: 'survivorChosen'; chain: string; byChoice: boolean }
  | { type: 'defunctStarted'; chain: string; size: number; price: number; byChoice: boolean }
  | { type: 'marketDrawn'; chain: string; shares: number }
  | {
      type: 'bonus';
      chain: string;
      /** null: the two-player stock market (its bonus stays in the bank). */
      player: string | null;
      shares: number;
      /** The places whose bonuses this holder shares in: [1, 2] is majority and minority (payouts.ts). */
      places: readonly Place[];
      /** How many places the payout pays: 2 (classic) or 3 (Tycoon mode). */
      placeCount: number;
      amount: number;
      pot: number;
      tiedWith: (string | null)[];
      atEnd: boolean;
    }
  | {
      type: 'disposed';
      player: string;
      chain: string;
      sell: number;
      trade: number;
      keep: number;
      price: number;
      amount: number;
      survivor: string;
      received: number;
    }
  | { type: 'mergerCompleted'; survivor: string; size: number; defunct: string[] }
  | { type: 'bought'; player: string; shares: Record<string, number>; cost: number }
  | { type: 'endDeclared'; player: string }
  | { type: 'turnEnded'; player: string }
  | { type: 'endSale'; player: string; chain: string; count: number; price: number; amount: number }
  | { type: 'gameEnded'; standings: Standing[] };

/** The result of apply(): the new state and what happened, or a refusal with the state unchanged. */
export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: Refusal };

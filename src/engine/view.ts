/**
 * What a viewer may see of a game (docs/rules.md R27, docs/decisions.md 51): the one place that decides it. With
 * closed holdings, the table sees cash, the board, the bank and what happens at the table (a buy, a trade, a payout
 * while it is made), never how many shares a player holds now, a net worth, a standing or who would be paid. The
 * banker's view (a button on the game screen) and an open-holdings game see everything. Screens read holdings, worths
 * and standings only from here.
 */
import { chainReports, netWorths, type BonusPreview, type ChainReport } from './queries.ts';
import { standingsIfEndedNow } from './end-game.ts';
import type { GameState, Rules, Standing } from './types.ts';

/** Who looks: the whole table, or the banker who chose to see every holding. */
export type Viewer = 'table' | 'banker';

/** Whether `viewer` may see holdings in a game with these rules: open holdings, or the banker's view. */
export function holdingsVisible(rules: Partial<Pick<Rules, 'holdings'>> | undefined, viewer: Viewer): boolean {
  return viewer === 'banker' || (rules?.holdings ?? 'open') !== 'closed';
}

/** One player as the viewer may see them: cash always; shares (by chain index) and net worth only where visible. */
export interface PlayerView {
  name: string;
  cash: number;
  shares: readonly number[] | null;
  worth: number | null;
}

/** A game as one viewer may see it. */
export interface GameView {
  /** Whether holdings, worths and standings are shown (else every one of them below is null). */
  open: boolean;
  players: PlayerView[];
  /** Every chain of the edition; who would be paid now only where holdings are shown. */
  chains: ChainView[];
}

/** A chain's report as the viewer may see it: `bonuses` (who would be paid now) is null where holdings are hidden. */
export type ChainView = Omit<ChainReport, 'bonuses'> & { bonuses: BonusPreview[] | null };

/** The game as `viewer` may see it. */
export function gameView(s: GameState, viewer: Viewer): GameView {
  const open = holdingsVisible(s.setup.rules, viewer);
  const worths = open ? netWorths(s) : null;
  return {
    open,
    players: s.players.map((p, i) => ({ name: p.name, cash: p.cash, shares: open ? p.shares : null, worth: worths ? worths[i]! : null })),
    chains: chainReports(s).map((r) => ({ ...r, bonuses: open ? r.bonuses : null })),
  };
}

/**
 * The standings if the game ended now, as `viewer` may see them (null where holdings are hidden). Apart from
 * gameView because it runs the end's payouts: worked out only when a screen asks for it, not on every tap.
 */
export function standingsView(s: GameState, viewer: Viewer): Standing[] | null {
  return holdingsVisible(s.setup.rules, viewer) ? standingsIfEndedNow(s).standings : null;
}

/**
 * The names a saved-games list may give beside a game: the winners of a finished game (the final payouts showed
 * everything); the leaders of a game still played only where the table sees holdings.
 */
export function listedLeaders(game: { setup: { rules?: Partial<Pick<Rules, 'holdings'>> }; status: 'playing' | 'ended'; leaders: string[] }): string[] {
  return game.status === 'ended' || holdingsVisible(game.setup.rules, 'table') ? game.leaders : [];
}

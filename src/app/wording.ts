/** Events and actions in plain words, for the history, the undo button and the merger wizard. */
import { dollars, plural, seatOfTurn, splitArithmetic, type Action, type Edition, type GameEvent, type Place, type PlacementPreview, type SplitArithmetic } from '../engine/index.ts';

/** The chain sets by what players see on their box, the same words in New game and the quick tools. */
export const EDITION_LABELS: Record<Edition, string> = {
  classic: 'Classic hotels (Tower … Continental)',
  sackson: '2008 hotels (with Sackson)',
  corporate: '1999 corporations (Sackson … Quantum)',
};

/**
 * The name of a place's bonus, as the table calls it: majority and minority in the classic game (two places); 1st,
 * 2nd and 3rd in Tycoon mode (three).
 */
export function placeName(place: Place, placeCount: number): string {
  if (placeCount === 2) return place === 1 ? 'majority' : 'minority';
  return (['1st', '2nd', '3rd'] as const)[place - 1]!;
}

/** The bonuses one holder takes: "majority + minority", "minority"; in Tycoon mode "1st + 2nd", "3rd". */
export function placesWords(places: readonly Place[], placeCount: number): string {
  return places.map((p) => placeName(p, placeCount)).join(' + ');
}

/**
 * The same, shorter when a holder takes every place: "both bonuses" (classic), "all three bonuses" (Tycoon); `brief`
 * drops "bonuses", for a table cell.
 */
export function placesTaken(places: readonly Place[], placeCount: number, brief = false): string {
  if (places.length !== placeCount || placeCount < 2) return placesWords(places, placeCount);
  const all = placeCount === 2 ? 'both' : 'all three';
  return brief ? all : `${all} bonuses`;
}

/** Every place's bonus: "majority $2,000, minority $1,000"; in Tycoon mode "1st $2,000, 2nd $1,500, 3rd $1,000". */
export function placeBonusWords(bonuses: readonly number[]): string {
  return bonuses.map((b, i) => `${placeName((i + 1) as Place, bonuses.length)} ${dollars(b)}`).join(', ');
}

/** "A, B and C". */
export const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);
const holder = (p: string | null) => p ?? 'the market';
const shares = (r: Record<string, number>) => list(Object.entries(r).map(([c, n]) => `${n} ${c}`));

/**
 * One event as a sentence. `open`: whether the viewer sees holdings (engine/view.ts); where not, a disposal says what
 * was sold and traded at the table but not how many shares the holder keeps.
 */
export function describeEvent(e: GameEvent, open: boolean): string {
  switch (e.type) {
    case 'tradedBetweenPlayers':
      return `${e.player} trades with ${e.with}: gives ${side(e.give)}, gets ${side(e.get)}`;
    case 'placed':
      return `${e.player} places ${e.tile}`;
    case 'placementSkipped':
      return `${e.player} has no playable tile and places none`;
    case 'discarded':
      return `${e.player} sets aside the dead tile ${e.tile}`;
    case 'founded':
      return `${e.player} founds ${e.chain} (${plural(e.size, 'tile')})`;
    case 'founderShare':
      return `${e.player} gets a free ${e.chain} share for founding it`;
    case 'founderCash':
      return `No ${e.chain} share is left, so ${e.player} gets ${dollars(e.amount)} for founding it`;
    case 'grew':
      return `${e.chain} grows to ${plural(e.size, 'tile')}`;
    case 'mergerStarted':
      return `${e.player} merges ${list(e.chains)}`;
    case 'survivorChosen':
      return e.byChoice ? `${e.chain} survives (the mergemaker's choice)` : `${e.chain} survives, the largest`;
    case 'defunctStarted':
      return `${e.chain} (${plural(e.size, 'tile')}, ${dollars(e.price)} a share) is taken over and pays its bonuses${e.byChoice ? ' (chosen next)' : ''}`;
    case 'marketDrawn':
      return `The market holds ${plural(e.shares, 'share')} of ${e.chain} for this payout`;
    case 'bonus':
      return bonusSentence(e);
    case 'disposed':
      return disposalSentence(e, open);
    case 'mergerCompleted':
      return `${e.survivor} takes over ${list(e.defunct)} and has ${plural(e.size, 'tile')}`;
    case 'bought':
      return Object.keys(e.shares).length === 0 ? `${e.player} buys nothing` : `${e.player} buys ${shares(e.shares)} for ${dollars(e.cost)}`;
    case 'endDeclared':
      return `${e.player} declares the end of the game`;
    case 'turnEnded':
      return `${e.player} ends the turn`;
    case 'endSale':
      return `${e.player} sells ${e.count} ${e.chain} at ${dollars(e.price)}: ${dollars(e.amount)}`;
    case 'gameEnded': {
      const winners = e.standings.filter((s) => s.rank === 1);
      const verb = winners.length > 1 ? 'share the win' : 'wins';
      return `The game is over: ${list(winners.map((w) => w.name))} ${verb} with ${dollars(winners[0]?.cash ?? 0)}`;
    }
  }
}

function side(s: { cash: number; shares: Record<string, number> }): string {
  const parts = [...(s.cash > 0 ? [dollars(s.cash)] : []), ...(Object.keys(s.shares).length ? [shares(s.shares)] : [])];
  return parts.length ? list(parts) : 'nothing';
}

/** A split in numbers: "$3,000 ÷ 2 = $1,500", or "$7,500 ÷ 2 = $3,750, rounded up to $3,800". */
export function splitWords(pot: number, ways: number): string {
  return splitText(splitArithmetic(pot, ways));
}

/** The same words from the engine's arithmetic ("rounded up" only when rounding changed the amount). */
export function splitText(a: SplitArithmetic): string {
  const exact = Number.isInteger(a.exact) ? dollars(a.exact) : `$${a.exact.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `${dollars(a.pot)} ÷ ${a.ways} = ${exact}${a.roundedUp ? `, rounded up to ${dollars(a.amount)}` : ''}`;
}

function bonusSentence(e: Extract<GameEvent, { type: 'bonus' }>): string {
  const what = placesWords(e.places, e.placeCount);
  const tie = e.tiedWith.length ? ` (split with ${list(e.tiedWith.map(holder))}: ${splitWords(e.pot, e.tiedWith.length + 1)})` : '';
  const keep = e.player === null ? ', kept by the bank' : '';
  return `${e.chain} ${what} bonus: ${dollars(e.amount)} to ${holder(e.player)}${tie}${keep}`;
}

function disposalSentence(e: Extract<GameEvent, { type: 'disposed' }>, open: boolean): string {
  const parts: string[] = [];
  if (e.sell) parts.push(`sells ${e.sell} for ${dollars(e.amount)}`);
  if (e.trade) parts.push(`trades ${e.trade} for ${e.received} ${e.survivor}`);
  // Where holdings are hidden, how many are kept is not said: only what changed hands at the table.
  if (e.keep && (open || parts.length === 0)) parts.push(open ? `keeps ${e.keep}` : 'keeps their shares');
  return `${e.player} ${parts.length ? list(parts) : 'has nothing to dispose of'} (${e.chain})`;
}

/**
 * What undoing an action would take back, named from the events it caused; the turn that ended the game takes the
 * final scoring back with it, and says so.
 */
export function describeUndo(action: Action, events: GameEvent[], open: boolean): string {
  const main = events.find((e) => e.type !== 'turnEnded' || action.type === 'endTurn') ?? events[0];
  const words = main ? describeEvent(main, open) : action.type;
  return events.some((e) => e.type === 'gameEnded') ? `${words}, and with it the game's final scoring` : words;
}

/** One part of the history: a turn (its number and player), or the final scoring after the last turn. */
export interface HistoryTurn {
  /** The turn's number, or null for the final scoring. */
  turn: number | null;
  player: string | null;
  lines: string[];
}

/**
 * The game turn by turn, from the events of every action and the seat order. The turn in which the end was
 * declared is the last one: what follows its end (final payouts, sales, the result) is the final scoring, not a
 * turn of its own.
 */
export function historyOf(log: GameEvent[][], players: string[], open: boolean): HistoryTurn[] {
  const turns: HistoryTurn[] = [{ turn: 1, player: players[0]!, lines: [] }];
  let declared = false;
  for (const events of log) {
    for (const e of events) {
      turns.at(-1)!.lines.push(describeEvent(e, open));
      if (e.type === 'endDeclared') declared = true;
      if (e.type !== 'turnEnded') continue;
      if (declared) turns.push({ turn: null, player: null, lines: [] });
      else {
        const turn = turns.length + 1;
        turns.push({ turn, player: players[seatOfTurn(turn, players.length)]!, lines: [] });
      }
    }
  }
  return turns.filter((t) => t.lines.length > 0);
}

/** The events of the merger (or end) so far: the payout table shows the bonus lines of the current chain. */
export function payoutLines(log: GameEvent[][], chain: string | null): string[] {
  const lines: string[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const events = log[i]!;
    for (const e of events) if (e.type === 'bonus' && (chain === null || e.chain === chain)) lines.push(describeEvent(e, true));
    if (events.some((e) => e.type === 'mergerStarted' || e.type === 'turnEnded')) break;
  }
  return lines;
}

/** The preview in words. */
export function describePreview(p: PlacementPreview): string {
  switch (p.effect) {
    case 'illegal':
      return `cannot be placed: ${p.message}`;
    case 'orphan':
      return 'touches nothing: no effect.';
    case 'found':
      return `founds a new chain of ${p.size} tiles.`;
    case 'grow':
      return `grows ${p.chain} to ${p.size} tiles (${dollars(p.price)} a share).`;
    case 'merge': {
      const [survivor, ...rest] = p.chains;
      const tie = p.survivorChoices.length > 1 ? `${p.survivorChoices.join(' and ')} tie: you choose the survivor` : `${survivor!.chain} survives`;
      return `merges ${p.chains.map((c) => c.chain).join(', ')}: ${tie}; ${rest.length > 1 ? 'the others are' : 'the other is'} paid out; ${p.size} tiles after.`;
    }
  }
}

/** The events tableSteps has a line for; any other event ends a run of bonuses. */
const AT_THE_TABLE = new Set<GameEvent['type']>(['placed', 'founderShare', 'founderCash', 'discarded', 'bonus', 'disposed', 'mergerCompleted']);
/** Stands for a run of entries with nothing for the table: like any event but a bonus, it ends a run of bonuses. */
const BREAK: GameEvent[] = [{ type: 'turnEnded', player: '' }];

/**
 * This turn's entries as the table sees them: only entries with a line for the table, a run of others in between
 * kept as one break between bonuses. Kept beside the log entry by entry (tableTurnAfter), so the steps at the table
 * are worded from a handful of entries however long the turn: a turn of 100,000 trades is one break.
 */
export type TableTurn = readonly GameEvent[][];

/** The turn as the table sees it after one more entry's events: a new turn starts empty after an end of turn. */
export function tableTurnAfter(turn: TableTurn, events: GameEvent[]): TableTurn {
  if (events.some((e) => e.type === 'turnEnded')) return [];
  if (events.some((e) => AT_THE_TABLE.has(e.type))) return [...turn, events];
  return events.length > 0 && turn.at(-1) !== BREAK ? [...turn, BREAK] : turn;
}

/** The current turn as the table sees it, from the whole log: one walk back to the last end of turn (for undo). */
export function tableTurnOf(log: readonly GameEvent[][]): TableTurn {
  let start = log.length;
  while (start > 0 && !log[start - 1]!.some((e) => e.type === 'turnEnded')) start--;
  let turn: TableTurn = [];
  for (let i = start; i < log.length; i++) turn = tableTurnAfter(turn, log[i]!);
  return turn;
}

/**
 * What the banker does with the real money, shares and tiles for this turn so far, in order: the founder's share,
 * the merger's bonuses (per player, the total), the shares taken and given, the survivor's new size and the defunct
 * markers, dead tiles set aside, and the new tile drawn at the end of the turn. With closed holdings, who keeps
 * shares is left out (that stays hidden).
 */
export function tableSteps(turn: TableTurn, showHoldings: boolean): string[] {
  const lines: string[] = [];
  const paid = new Map<string, { total: number; chains: string[] }>();
  const flushBonuses = () => {
    for (const [player, p] of paid) lines.push(`Pay ${player} ${dollars(p.total)} (${list(p.chains)})`);
    paid.clear();
  };
  let placed: string | null = null;
  for (const e of turn.flat()) {
    if (e.type !== 'bonus' && paid.size > 0) flushBonuses();
    switch (e.type) {
      case 'placed':
        placed ??= e.player;
        break;
      case 'founderShare':
        lines.push(`Give ${e.player} a free ${e.chain} share for founding it`);
        break;
      case 'founderCash':
        lines.push(`Pay ${e.player} ${dollars(e.amount)}: no ${e.chain} share is left to give`);
        break;
      case 'discarded':
        lines.push(`${e.tile} is dead: out of the game; ${e.player} draws a replacement`);
        break;
      case 'bonus':
        if (e.player === null) break;
        {
          const p = paid.get(e.player) ?? { total: 0, chains: [] };
          p.total += e.amount;
          p.chains.push(`${e.chain} ${placesTaken(e.places, e.placeCount)}`);
          paid.set(e.player, p);
        }
        break;
      case 'disposed':
        if (e.sell > 0) lines.push(`Take ${e.sell} ${e.chain} from ${e.player}, pay ${dollars(e.amount)}`);
        if (e.trade > 0) lines.push(`Take ${e.trade} ${e.chain} from ${e.player}, give ${plural(e.received, `${e.survivor} share`)}`);
        if (e.keep > 0 && showHoldings) lines.push(`${e.player} keeps ${e.keep} ${e.chain}`);
        break;
      case 'mergerCompleted':
        lines.push(`${e.survivor} now has ${plural(e.size, 'tile')}; the ${list(e.defunct)} marker${e.defunct.length > 1 ? 's go' : ' goes'} back`);
        break;
    }
  }
  flushBonuses();
  if (placed !== null) lines.push(`${placed} draws a new tile at the end of the turn`);
  return lines;
}

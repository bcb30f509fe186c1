/** Buying shares from the bank and trades between players (docs/rules.md R23, R24). */
import { quoted } from './text.ts';
import { chainDefs, chainName, chainPrice, currentIndex, currentPlayer, findChain, findPlayer } from './game.ts';
import { MAX_BUY } from './prices.ts';
import { dollars, isCount, plural, refuse } from './refusals.ts';
import type { GameEvent, GameState, Refusal, TradeSide } from './types.ts';
import { notNow } from './waiting.ts';

/** `buy`: up to 3 shares in all, of chains on the board, that the bank has and the player's cash covers. */
export function buy(s: GameState, order: Record<string, number>, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'buy') return notNow(s, 'buy', 'Shares cannot be bought now');
  const player = currentPlayer(s);
  const lines: [number, number][] = [];
  let total = 0;
  let cost = 0;
  for (const [name, count] of Object.entries(order)) {
    const chain = findChain(s, name);
    if (chain < 0) return refuse('buy/unknown-chain', `There is no chain called ${quoted(name)} in this edition.`);
    if (!isCount(count)) return refuse('buy/bad-amount', `The number of ${name} shares must be a whole number, 0 or more.`);
    if (count === 0) continue;
    if (s.sizes[chain] === 0) return refuse('buy/not-on-board', `${name} is not on the board; only chains on the board sell shares.`);
    if (count > s.bank[chain]!) {
      return refuse('buy/bank-short', `The bank has only ${plural(s.bank[chain]!, 'share')} of ${name} left.`);
    }
    total += count;
    cost += count * chainPrice(s, chain);
    lines.push([chain, count]);
  }
  if (total > MAX_BUY) return refuse('buy/too-many', `At most ${MAX_BUY} shares a turn, in all; this asks for ${total}.`);
  if (cost > player.cash) {
    return refuse('buy/cash-short', `${player.name} has ${dollars(player.cash)}; these shares cost ${dollars(cost)}.`);
  }
  const bought: Record<string, number> = {};
  for (const [chain, count] of lines) {
    s.bank[chain]! -= count;
    player.shares[chain]! += count;
    bought[chainName(s, chain)] = count;
  }
  player.cash -= cost;
  ev.push({ type: 'bought', player: player.name, shares: bought, cost });
  s.awaiting = 'endTurn';
  return null;
}

/** `trade`: before placing, the current player and another player exchange cash and/or shares. */
export function tradeBetweenPlayers(
  s: GameState,
  withName: string,
  give: TradeSide,
  get: TradeSide,
  ev: GameEvent[],
): Refusal | null {
  if (s.awaiting !== 'place') return notNow(s, 'trade', 'Players trade only before placing');
  if (!s.setup.rules.playerTrades) return refuse('trade/off', 'Trades between players are switched off for this game.');
  const me = currentIndex(s);
  const other = findPlayer(s, withName);
  if (other < 0) return refuse('trade/unknown-player', `There is no player called ${quoted(withName)}.`);
  if (other === me) return refuse('trade/with-self', 'A player cannot trade with themself.');
  const out = readSide(s, give);
  if ('code' in out) return out;
  const back = readSide(s, get);
  if ('code' in back) return back;
  if (out.cash + back.cash === 0 && out.shares.every((n) => n === 0) && back.shares.every((n) => n === 0)) {
    return refuse('trade/nothing', 'This trade moves nothing.');
  }
  const short = lacks(s, me, out) ?? lacks(s, other, back);
  if (short) return short;
  move(s, me, other, out);
  move(s, other, me, back);
  ev.push({
    type: 'tradedBetweenPlayers',
    player: s.players[me]!.name,
    with: s.players[other]!.name,
    give: describe(s, out),
    get: describe(s, back),
  });
  return null;
}

interface Side {
  cash: number;
  shares: number[];
}

function readSide(s: GameState, side: TradeSide): Side | Refusal {
  const cash = side.cash ?? 0;
  if (!isCount(cash)) return refuse('trade/bad-amount', 'Cash in a trade must be a whole number of dollars, 0 or more.');
  const shares = chainDefs(s).map(() => 0);
  for (const [name, count] of Object.entries(side.shares ?? {})) {
    const chain = findChain(s, name);
    if (chain < 0) return refuse('trade/unknown-chain', `There is no chain called ${quoted(name)} in this edition.`);
    if (!isCount(count)) return refuse('trade/bad-amount', `The number of ${name} shares must be a whole number, 0 or more.`);
    shares[chain]! += count;
  }
  return { cash, shares };
}

function lacks(s: GameState, p: number, side: Side): Refusal | null {
  const player = s.players[p]!;
  if (side.cash > player.cash) {
    return refuse('trade/not-owned', `${player.name} has ${dollars(player.cash)}, not ${dollars(side.cash)}.`);
  }
  const c = side.shares.findIndex((n, chain) => n > player.shares[chain]!);
  if (c >= 0) {
    const held = plural(player.shares[c]!, 'share');
    return {
      ...refuse('trade/not-owned', `${player.name} holds ${held} of ${chainName(s, c)}, not ${side.shares[c]}.`),
      tableMessage: `${player.name} does not hold ${side.shares[c]} ${chainName(s, c)} to give: the trade is refused.`,
    };
  }
  return null;
}

function move(s: GameState, from: number, to: number, side: Side): void {
  s.players[from]!.cash -= side.cash;
  s.players[to]!.cash += side.cash;
  side.shares.forEach((n, chain) => {
    s.players[from]!.shares[chain]! -= n;
    s.players[to]!.shares[chain]! += n;
  });
}

/**
 * The shares of a trade's side that moves none: one frozen object for all of them. An app keeps every event of a
 * game, and a record of 100,000 trades made 200,000 empty objects of 56 bytes each (11 MB to collect over and over).
 */
const NO_SHARES: Record<string, number> = Object.freeze({});

function describe(s: GameState, side: Side): Required<TradeSide> {
  if (side.shares.every((n) => n === 0)) return { cash: side.cash, shares: NO_SHARES };
  const shares: Record<string, number> = {};
  side.shares.forEach((n, chain) => {
    if (n > 0) shares[chainName(s, chain)] = n;
  });
  return { cash: side.cash, shares };
}

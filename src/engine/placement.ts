/** Placing, founding, skipping and discarding tiles (docs/rules.md R8-R15). */
import { quoted } from './text.ts';
import { absorb, classifyPlacement, isDeadTile } from './board.ts';
import { chainName, chainPrice, currentPlayer, findChain, currentIndex, foundableChains } from './game.ts';
import { startMerger } from './merger.ts';
import { refuse } from './refusals.ts';
import { parseTile, tileName } from './tiles.ts';
import { EMPTY, LOOSE, type GameEvent, type GameState, type Refusal } from './types.ts';
import { notNow } from './waiting.ts';

/** `place`: the current player puts a tile on the board. */
export function place(s: GameState, text: string, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'place') return notNow(s, 'place', 'A tile cannot be placed now');
  const tile = parseTile(text);
  if (tile === null) return refuse('place/not-a-tile', `${quoted(text)} is not a tile: tiles are 1A to 12I.`);
  const effect = classifyPlacement(s, tile);
  if (effect.kind === 'illegal') return effect.refusal;
  const player = currentPlayer(s).name;
  s.board[tile] = LOOSE;
  s.lastTile = tile;
  ev.push({ type: 'placed', player, tile: tileName(tile) });
  switch (effect.kind) {
    case 'orphan':
      s.awaiting = 'buy';
      break;
    case 'found':
      s.founding = tile;
      s.awaiting = 'found';
      break;
    case 'grow':
      s.sizes[effect.chain]! += absorb(s, tile, effect.chain);
      ev.push({ type: 'grew', chain: chainName(s, effect.chain), size: s.sizes[effect.chain]! });
      s.awaiting = 'buy';
      break;
    case 'merge':
      startMerger(s, tile, effect.chains, ev);
      break;
  }
  return null;
}

/** `found`: the chain picked for a founding placement; the founder's free share (docs/rules.md R9, R10). */
export function found(s: GameState, name: string, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'found' || s.founding === null) return notNow(s, 'found', 'No chain is being founded now');
  const chain = findChain(s, name);
  if (chain < 0) return refuse('found/unknown-chain', `There is no chain called ${quoted(name)} in this edition.`);
  if (!foundableChains(s).includes(chain)) return refuse('found/on-board', `${name} is already on the board; pick a chain that is not.`);
  const founder = currentPlayer(s);
  s.sizes[chain] = absorb(s, s.founding, chain);
  s.founding = null;
  ev.push({ type: 'founded', player: founder.name, chain: name, size: s.sizes[chain]! });
  if (s.bank[chain]! > 0) {
    s.bank[chain]!--;
    founder.shares[chain]!++;
    ev.push({ type: 'founderShare', player: founder.name, chain: name });
  } else if (s.setup.rules.founderCashWhenNoShares) {
    const amount = chainPrice(s, chain);
    founder.cash += amount;
    ev.push({ type: 'founderCash', player: founder.name, chain: name, amount });
  }
  s.awaiting = 'buy';
  return null;
}

/** `skipPlace`: the current player holds no playable tile and places none this turn. */
export function skipPlace(s: GameState, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'place') return notNow(s, 'skipPlace', 'Placement cannot be skipped now');
  ev.push({ type: 'placementSkipped', player: currentPlayer(s).name });
  s.awaiting = 'buy';
  return null;
}

/** When a dead tile may be set aside: during the holder's turn whenever nothing is pending (before or after placing). */
export const DISCARD_STEPS: readonly GameState['awaiting'][] = ['place', 'buy', 'endTurn'];

/** `discard`: a dead tile (it would merge two safe chains) is shown and set aside; it never reaches the board. */
export function discard(s: GameState, text: string, ev: GameEvent[]): Refusal | null {
  if (!DISCARD_STEPS.includes(s.awaiting)) return notNow(s, 'discard', 'A dead tile cannot be set aside now');
  const tile = parseTile(text);
  if (tile === null) return refuse('discard/not-a-tile', `${quoted(text)} is not a tile: tiles are 1A to 12I.`);
  const name = tileName(tile);
  if (s.board[tile] !== EMPTY) return refuse('discard/on-board', `${name} is on the board already.`);
  if (s.dead.includes(tile)) return refuse('discard/already-discarded', `${name} was already set aside.`);
  if (!isDeadTile(s, tile)) {
    return refuse('discard/playable', `${name} is not dead: only a tile that would merge two safe chains is set aside.`);
  }
  s.dead.push(tile);
  ev.push({ type: 'discarded', player: s.players[currentIndex(s)]!.name, tile: name });
  return null;
}

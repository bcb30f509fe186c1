/**
 * The board checked against the game (issue 37): what a photo of the table says (src/board's reading) compared with
 * the tiles the game has on its board, in words, each difference with what can be done about it now. Whether a tile
 * may be entered is the engine's answer (previewPlacement), never decided here. "Agree" is said only when every
 * space was seen and none differs.
 */
import { differenceCount, differencesFrom } from '../board/differences.ts';
import { EMPTY, previewPlacement, tileName, TILE_COUNT, type Action, type GameState } from '../engine/index.ts';

/** What the board reader said of the photo (the fields of src/board/read-board.ts's BoardReading used here). */
export interface PhotoReading {
  board: boolean;
  occupied: string[];
  unsure: string[];
}

/** A tile on the table the game has not entered, and whether it can be entered now (else why not). */
export interface NotEntered {
  tile: string;
  canPlace: boolean;
  why: string | null;
}

export type BoardCheck =
  | { kind: 'no-board' }
  | { kind: 'agree'; tiles: number }
  | { kind: 'differs'; notEntered: NotEntered[]; notOnTable: { tile: string; undo: boolean }[]; unseen: string[] };

/** The tiles the game has on the board, in board order (1A, 2A, … 12I). */
export function enteredTiles(state: GameState): string[] {
  const out: string[] = [];
  for (let t = 0; t < TILE_COUNT; t++) if (state.board[t] !== EMPTY) out.push(tileName(t));
  return out;
}

/**
 * The photo's reading against the game: `actions` are the game's record so far (an entry not on the table can be
 * taken back with Undo when it is the last one, the placing of that very tile).
 */
export function checkBoard(state: GameState, actions: readonly Action[], reading: PhotoReading): BoardCheck {
  if (!reading.board) return { kind: 'no-board' };
  const entered = enteredTiles(state);
  const differ = differencesFrom(entered, reading);
  const last = actions.at(-1);
  const notEntered = differ.notEntered.map((tile): NotEntered => {
    if (state.awaiting !== 'place') return { tile, canPlace: false, why: 'A tile is entered when a player places one: finish this turn first.' };
    const p = previewPlacement(state, tile);
    return p.effect === 'illegal' ? { tile, canPlace: false, why: p.message } : { tile, canPlace: true, why: null };
  });
  const notOnTable = differ.notOnTable.map((tile) => ({ tile, undo: last?.type === 'place' && last.tile === tile }));
  if (differenceCount(differ) === 0 && reading.unsure.length === 0) return { kind: 'agree', tiles: entered.length };
  return { kind: 'differs', notEntered, notOnTable, unseen: reading.unsure };
}

/** One line of the check: its words, and what can be done about it from the check (place that tile, undo it). */
export interface CheckLine {
  text: string;
  place?: string;
  undo?: string;
}

/** The check in words, one line each, with the action each line offers. */
export function boardCheckWords(c: BoardCheck): CheckLine[] {
  if (c.kind === 'no-board') return [{ text: 'No board found in this photo. Take it again with the whole board in view, or drag its four corners.' }];
  if (c.kind === 'agree') return [{ text: `The board and the game agree (${c.tiles} ${c.tiles === 1 ? 'tile' : 'tiles'}).` }];
  const lines: CheckLine[] = [];
  for (const t of c.notEntered) lines.push({ text: `On the table, not entered: ${t.tile}.${t.canPlace ? '' : ` ${t.why}`}`, ...(t.canPlace ? { place: t.tile } : {}) });
  for (const t of c.notOnTable) lines.push({ text: `Entered, not on the table: ${t.tile}.${t.undo ? ' It is the last entry: Undo takes it back.' : ''}`, ...(t.undo ? { undo: t.tile } : {}) });
  if (c.unseen.length > 0) {
    const n = c.unseen.length;
    lines.push({ text: `Could not see ${n === 1 ? '1 space' : `${n} spaces`}: ${c.unseen.join(', ')}.${differenceCount(c) === 0 ? ' Nothing else differs, but those could.' : ''}` });
  }
  return lines;
}

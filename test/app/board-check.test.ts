// The board checked against the game from a photo's reading (issue 37): each difference in words, with what can be
// done now; "agree" only when every space was seen.
import { describe, expect, test } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, replay, type Action, type GameRecord } from '../../src/engine/index.ts';
import { boardCheckWords, checkBoard, enteredTiles } from '../../src/app/board-check.ts';

// Ann, Ben, Cal; 1A, 5C and 9E on the board from the start (the record's initial tiles); Ann then places 3A.
const RECORD: GameRecord = { format: RECORD_FORMAT, version: RECORD_VERSION, setup: { players: ['Ann', 'Ben', 'Cal'], initialTiles: ['1A', '5C', '9E'] }, actions: [] };
const at = (actions: Action[]) => replay({ ...RECORD, actions }).state;
const seen = (occupied: string[], unsure: string[] = []) => ({ board: true, occupied, unsure });

describe('checking the board against the game', () => {
  test('the tiles the game has on its board, in board order', () => {
    expect(enteredTiles(at([{ type: 'place', tile: '3A' }]))).toEqual(['1A', '3A', '5C', '9E']);
  });

  test('the same tiles, every space seen: they agree, and say how many (4)', () => {
    const actions: Action[] = [{ type: 'place', tile: '3A' }];
    const c = checkBoard(at(actions), actions, seen(['1A', '3A', '5C', '9E']));
    expect(boardCheckWords(c)).toEqual([{ text: 'The board and the game agree (4 tiles).' }]);
  });

  test('a space not seen: never "agree", the space named', () => {
    const actions: Action[] = [{ type: 'place', tile: '3A' }];
    const c = checkBoard(at(actions), actions, seen(['1A', '3A', '5C'], ['9E']));
    expect(c.kind).toBe('differs');
    expect(boardCheckWords(c)).toEqual([{ text: 'Could not see 1 space: 9E. Nothing else differs, but those could.' }]);
  });

  test("at Ann's place step a tile on the table not entered (7C) is offered to be placed (one tap)", () => {
    const c = checkBoard(at([]), [], seen(['1A', '5C', '7C', '9E']));
    expect(c).toEqual({ kind: 'differs', notEntered: [{ tile: '7C', canPlace: true, why: null }], notOnTable: [], unseen: [] });
    expect(boardCheckWords(c)).toEqual([{ text: 'On the table, not entered: 7C.', place: '7C' }]);
  });

  test('after the tile is placed, at the buy step, a tile not entered waits for the next place step, said why', () => {
    const actions: Action[] = [{ type: 'place', tile: '3A' }];
    const c = checkBoard(at(actions), actions, seen(['1A', '3A', '5C', '9E', '11G']));
    expect(boardCheckWords(c)).toEqual([{ text: 'On the table, not entered: 11G. A tile is entered when a player places one: finish this turn first.' }]);
  });

  test('an entry not on the table: Undo offered when it is the last entry (3A), not for an older one (5C)', () => {
    const actions: Action[] = [{ type: 'place', tile: '3A' }];
    const c = checkBoard(at(actions), actions, seen(['1A', '9E']));
    expect(boardCheckWords(c)).toEqual([
      { text: 'Entered, not on the table: 3A. It is the last entry: Undo takes it back.', undo: '3A' },
      { text: 'Entered, not on the table: 5C.' },
    ]);
  });

  test('no board in the photo is said, with what to do', () => {
    expect(boardCheckWords(checkBoard(at([]), [], { board: false, occupied: [], unsure: [] }))).toEqual([
      { text: 'No board found in this photo. Take it again with the whole board in view, or drag its four corners.' },
    ]);
  });
});

// ../shared/spec/game-record.md "File"; RULINGS.md defaults.
import { describe, expect, test } from 'vitest';
import { parseRecord, replay, resolveSetup, serializeRecord, summarize, undo, type GameRecord } from '../../src/engine/index.ts';

const base = () => ({
  format: 'mergemaker-game',
  version: 1,
  setup: { players: ['Ann', 'Ben', 'Cal'] },
  actions: [] as unknown[],
});

function invalid(data: unknown): { path: string; message: string } {
  const r = parseRecord(typeof data === 'string' ? data : JSON.stringify(data));
  if (r.ok) throw new Error('accepted an invalid record');
  return r.error;
}

describe('reading a record', () => {
  test('the spec\'s example record reads and replays', () => {
    const text = JSON.stringify({
      format: 'mergemaker-game',
      version: 1,
      setup: {
        players: ['Ann', 'Ben', 'Cal'],
        edition: 'classic',
        rules: { twoPlayerMarket: false, founderCashWhenNoShares: false, playerTrades: true, holdings: 'open' },
        startingCash: 6000,
        initialTiles: ['5C', '9A', '1B'],
      },
      actions: [
        { type: 'place', tile: '6C' },
        { type: 'found', chain: 'Tower' },
        { type: 'buy', shares: { Tower: 2 } },
        { type: 'endTurn' },
      ],
    });
    const r = parseRecord(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const out = summarize(replay(r.record).state);
    expect(out.players[0]).toEqual({ name: 'Ann', cash: 5600, shares: { Tower: 3 } });
    expect(out.board).toEqual({ placed: 4, dead: [] });
  });

  test('defaults: classic edition, $6,000, trades on, open holdings, founder cash off, market only for 2', () => {
    expect(resolveSetup({ players: [' Ann ', 'Ben', 'Cal'] })).toEqual({
      players: ['Ann', 'Ben', 'Cal'],
      edition: 'classic',
      rules: { twoPlayerMarket: false, founderCashWhenNoShares: false, playerTrades: true, holdings: 'open' },
      startingCash: 6000,
      initialTiles: [],
    });
  });

  test('initial tiles are unincorporated even when adjacent, and take forgiving names', () => {
    const r = parseRecord(JSON.stringify({ ...base(), setup: { players: ['A', 'B', 'C'], initialTiles: ['5c', 'C6'] } }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const out = summarize(replay(r.record).state);
    expect(out.chains).toEqual({});
    expect(out.board.placed).toBe(2);
    expect(resolveSetup(r.record.setup).initialTiles).toEqual(['5C', '6C']);
  });

  test('replay accepts forgiving tile names in actions', () => {
    const r = parseRecord(JSON.stringify({ ...base(), actions: [{ type: 'place', tile: ' 7 c ' }] }));
    expect(r.ok && summarize(replay(r.record).state).board.placed).toBe(1);
  });

  test('names are trimmed; matching is exact after trimming, case included', () => {
    const r = parseRecord(JSON.stringify({ ...base(), setup: { players: ['  Ann', 'ann', 'Cal '] } }));
    expect(r.ok).toBe(true);
  });

  test('a byte-order mark before the JSON is ignored', () => {
    expect(parseRecord(`\uFEFF${JSON.stringify(base())}`).ok).toBe(true);
  });

  test('serialize then parse gives the same record back', () => {
    const record = { ...base(), actions: [{ type: 'place', tile: '1A' }, { type: 'skipPlace' }] } as unknown as GameRecord;
    const r = parseRecord(serializeRecord(record));
    expect(r.ok && r.record).toEqual(record);
  });

  test('undo is the record without its last action', () => {
    const record = { ...base(), actions: [{ type: 'place', tile: '1A' }, { type: 'endTurn' }] } as unknown as GameRecord;
    expect(undo(record).actions).toEqual([{ type: 'place', tile: '1A' }]);
    expect(summarize(replay(undo(record)).state).awaiting).toBe('buy');
  });
});

describe('malformed records are rejected with the place and a plain reason', () => {
  const cases: [string, unknown, string, RegExp][] = [
    ['not JSON', '{"format": ', '', /not valid JSON/],
    ['not an object', '[1,2]', '', /JSON object/],
    ['wrong format', { ...base(), format: 'acquire' }, 'format', /not a Mergemaker game record/],
    ['wrong version', { ...base(), version: 2 }, 'version', /version 2 is not supported/],
    ['no setup', { format: 'mergemaker-game', version: 1, actions: [] }, 'setup', /missing/],
    ['1 player', { ...base(), setup: { players: ['Ann'] } }, 'setup.players', /2 to 6 players, not 1/],
    ['7 players', { ...base(), setup: { players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] } }, 'setup.players', /not 7/],
    ['duplicate names', { ...base(), setup: { players: ['Ann', 'Ben', ' Ann'] } }, 'setup.players', /two players are called "Ann"/],
    ['empty name', { ...base(), setup: { players: ['Ann', '  '] } }, 'setup.players[1]', /empty/],
    ['long name', { ...base(), setup: { players: ['Ann', 'x'.repeat(25)] } }, 'setup.players[1]', /longer than 24/],
    ['name not text', { ...base(), setup: { players: ['Ann', 7] } }, 'setup.players[1]', /text/],
    ['unknown edition', { ...base(), setup: { players: ['A', 'B'], edition: 'deluxe' } }, 'setup.edition', /classic, sackson, corporate/],
    ['bad tile name', { ...base(), setup: { players: ['A', 'B'], initialTiles: ['5C', '13Z'] } }, 'setup.initialTiles[1]', /"13Z" is not a tile/],
    ['same tile twice', { ...base(), setup: { players: ['A', 'B'], initialTiles: ['5C', '5c'] } }, 'setup.initialTiles[1]', /twice/],
    ['negative cash', { ...base(), setup: { players: ['A', 'B'], startingCash: -1 } }, 'setup.startingCash', /whole number/],
    ['fractional cash', { ...base(), setup: { players: ['A', 'B'], startingCash: 10.5 } }, 'setup.startingCash', /whole number/],
    ['market with 3', { ...base(), setup: { players: ['A', 'B', 'C'], rules: { twoPlayerMarket: true } } }, 'setup.rules.twoPlayerMarket', /only for 2/],
    ['unknown rule', { ...base(), setup: { players: ['A', 'B'], rules: { loans: true } } }, 'setup.rules.loans', /unknown key "loans"/],
    ['rule of wrong type', { ...base(), setup: { players: ['A', 'B'], rules: { playerTrades: 'yes' } } }, 'setup.rules.playerTrades', /true or false/],
    ['bad holdings', { ...base(), setup: { players: ['A', 'B'], rules: { holdings: 'secret' } } }, 'setup.rules.holdings', /"open" or "closed"/],
    ['unknown top key', { ...base(), notes: 'x' }, 'notes', /unknown key "notes"/],
    ['unknown setup key', { ...base(), setup: { players: ['A', 'B'], seed: 1 } }, 'setup.seed', /unknown key/],
    ['actions not a list', { ...base(), actions: {} }, 'actions', /list/],
    ['unknown action', { ...base(), actions: [{ type: 'jump' }] }, 'actions[0].type', /unknown action type "jump"/],
    ['action without type', { ...base(), actions: [{ tile: '1A' }] }, 'actions[0].type', /missing/],
    ['unknown action key', { ...base(), actions: [{ type: 'place', tile: '1A', by: 'Ann' }] }, 'actions[0].by', /unknown key "by" in a place action/],
    ['missing field', { ...base(), actions: [{ type: 'endTurn' }, { type: 'place' }] }, 'actions[1].tile', /needs "tile"/],
    ['wrong type', { ...base(), actions: [{ type: 'market', shares: '7' }] }, 'actions[0].shares', /number/],
    ['buy not object', { ...base(), actions: [{ type: 'buy', shares: 3 }] }, 'actions[0].shares', /object/],
    ['buy count text', { ...base(), actions: [{ type: 'buy', shares: { Tower: '1' } }] }, 'actions[0].shares.Tower', /number/],
    ['trade side key', { ...base(), actions: [{ type: 'trade', with: 'B', give: { money: 5 } }] }, 'actions[0].give.money', /unknown key/],
    ['dispose sell text', { ...base(), actions: [{ type: 'dispose', player: 'A', sell: 'all' }] }, 'actions[0].sell', /number/],
    ['action not object', { ...base(), actions: ['place 1A'] }, 'actions[0]', /object/],
  ];
  test.each(cases)('%s', (_name, data, path, message) => {
    const error = invalid(data);
    expect(error.path).toBe(path);
    expect(error.message).toMatch(message);
  });
});

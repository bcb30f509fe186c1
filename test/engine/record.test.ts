// The record file (docs/record-format.md) and its setup defaults.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { decodeRecordBytes, describeRecordError, parseRecord, readRecordFile, replay, resolveSetup, serializeRecord, summarize, undo, type GameRecord } from '../../src/engine/index.ts';
import { scriptedRecord } from '../fixtures/scripted-game.ts';

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
  test('the example record of docs/record-format.md reads and replays', () => {
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
      rules: { twoPlayerMarket: false, founderCashWhenNoShares: false, playerTrades: true, holdings: 'open', tycoon: false },
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
    expect(r.ok && resolveSetup(r.record.setup).players).toEqual(['Ann', 'ann', 'Cal']);
    // "Ann" and " Ann " are one name once trimmed; "Ann" and "ann" are two.
    const twice = parseRecord(JSON.stringify({ ...base(), setup: { players: ['Ann', ' Ann '] } }));
    expect(twice.ok ? null : twice.error).toEqual({ path: 'setup.players', message: expect.stringMatching(/two players are called "Ann"/) });
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
    ['actions null (a wrong JSON type, not "no actions")', { ...base(), actions: null }, 'actions', /list/],
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

describe('hostile files get one short, safe line and never a crash', () => {
  const nested = (depth: number, open = '[', close = ']') => `{"format":"mergemaker-game","version":1,"setup":{"players":["A","B"]},"actions":[{"type":"place","tile":${open.repeat(depth)}${close.repeat(depth)}}]}`;

  test('a value nested 5,000 or 100,000 levels deep is refused before any recursion, in under 200 characters', () => {
    for (const depth of [5_000, 100_000]) {
      for (const [o, c] of [['[', ']'], ['{"a":', '}']] as const) {
        const r = parseRecord(nested(depth, o, c));
        expect(r.ok).toBe(false);
        if (r.ok) continue;
        const line = describeRecordError(r.error);
        expect(line).toMatch(/nested more than 16 levels/);
        expect(line.length).toBeLessThanOrEqual(200);
      }
    }
  });

  test('brackets inside strings do not count as nesting; the deepest valid record (a trade side\'s shares) reads', () => {
    const r = parseRecord(JSON.stringify({ ...base(), setup: { players: ['[[[[[[[[[[[[[[[[[[[[', 'B'] }, actions: [{ type: 'trade', with: 'B', give: { shares: { Tower: 1 } } }] }));
    expect(r.ok).toBe(true);
  });

  test('a 20 MB name gives a reason of at most 200 characters, the name cut to 40', () => {
    const huge = 'x'.repeat(20_000_000);
    const r = parseRecord(JSON.stringify({ ...base(), setup: { players: ['Ann', huge] } }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const line = describeRecordError(r.error);
    expect(line.length).toBeLessThanOrEqual(200);
    expect(line).toContain(`"${'x'.repeat(39)}…" is longer than 24`);
  });

  test('control bytes, line breaks and bidi overrides from the file are written as \\u escapes, never copied', () => {
    const r = parseRecord(JSON.stringify({ ...base(), actions: [{ type: 'jump\n\u001b[31m\u202e\u2028x' }] }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const line = describeRecordError(r.error);
    expect(line).toBe('actions[0].type: unknown action type "jump\\u000a\\u001b[31m\\u202e\\u2028x"');
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/);
  });

  test('a huge or hostile key is named in the path shortened and escaped', () => {
    const key = `k\n${'y'.repeat(1000)}`;
    const r = parseRecord(JSON.stringify({ ...base(), [key]: 1 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const line = describeRecordError(r.error);
    expect(line.length).toBeLessThanOrEqual(200);
    expect(line.startsWith('["k\\u000ayyy')).toBe(true);
    expect(line).not.toContain('\n');
  });

  test('a refusal echoing a hostile tile quotes at most 40 characters of it', () => {
    const r = replay({ ...base(), actions: [{ type: 'place', tile: `\u0007${'Z'.repeat(10_000)}` }] } as GameRecord);
    expect(r.error?.code).toBe('place/not-a-tile');
    expect(r.error!.message.length).toBeLessThan(100);
    expect(r.error!.message.startsWith('"\\u0007ZZZ')).toBe(true);
  });
});

describe('a record file is UTF-8, checked byte by byte', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const valid = () => JSON.stringify({ ...base(), setup: { players: ['René', 'Zoë 🎲'] } });

  test('UTF-8 text with accents and emoji reads, with or without a byte-order mark', () => {
    for (const bytes of [utf8(valid()), new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(valid())])]) {
      const r = readRecordFile(bytes);
      expect(r.ok && r.record.setup.players).toEqual(['René', 'Zoë 🎲']);
    }
  });

  test('"René" in Latin-1 is refused at the byte offset of the é, not turned into a replacement character', () => {
    const text = valid().replace('Zoë 🎲', 'Zoe');
    const latin1 = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    // Before é: '{' 1 + '"format":' 9 + '"mergemaker-game",' 18 + '"version":1,' 12 + '"setup":{' 9 + '"players":[' 11
    // + '"Ren' 4 = 64 one-byte characters, so é is byte 64.
    expect(text.indexOf('é')).toBe(64);
    const r = readRecordFile(latin1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(describeRecordError(r.error)).toBe('the file is not UTF-8 text: byte 64 (counting from 0) is not valid UTF-8');
  });

  test('UTF-16 (either byte order, with its byte-order mark) is refused at byte 0', () => {
    const text = valid();
    const le = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) le[2 + 2 * i] = text.charCodeAt(i) & 0xff;
    const be = new Uint8Array([0xfe, 0xff, 0, 0x7b]);
    for (const bytes of [le, be]) {
      const r = readRecordFile(bytes);
      expect(!r.ok && r.error.message).toMatch(/^the file is not UTF-8 text: byte 0 .*UTF-16/);
    }
  });

  test('overlong forms, encoded surrogates, code points past U+10FFFF and cut sequences are refused where they start', () => {
    const cases: [number[], number][] = [
      [[0x7b, 0xc0, 0x80], 1], // overlong NUL
      [[0x7b, 0x20, 0xe0, 0x80, 0xaf], 2], // overlong '/'
      [[0x7b, 0xed, 0xa0, 0x80], 1], // U+D800
      [[0x7b, 0xf4, 0x90, 0x80, 0x80], 1], // U+110000
      [[0x7b, 0x20, 0x20, 0xe2, 0x82], 3], // cut before the end
      [[0x80], 0], // a continuation byte alone
    ];
    for (const [bytes, offset] of cases) {
      const r = decodeRecordBytes(new Uint8Array(bytes));
      expect(!r.ok && r.error.message).toContain(`byte ${offset} `);
    }
  });

  test('decoding agrees with the platform decoder on every kind of character', () => {
    const text = `{"a":"${'aé€𝄞'.repeat(5000)}"}`;
    const r = decodeRecordBytes(utf8(text));
    expect(r.ok && r.text).toBe(text);
  });
});

describe('docs/record-format.md', () => {
  const blocks = [...readFileSync('docs/record-format.md', 'utf8').matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);

  test('its example record is valid and replays with every action accepted', () => {
    const r = parseRecord(blocks[0]!);
    expect(r.ok && replay(r.record).error).toBeNull();
  });

  test('its example replay output has exactly the fields the replay command prints', () => {
    const printed = summarize(replay(scriptedRecord()).state);
    expect(Object.keys(JSON.parse(blocks[1]!)).sort()).toEqual(Object.keys(printed).sort());
  });
});

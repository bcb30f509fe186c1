// The replay command (docs/record-format.md): output, exit statuses, batch mode.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { replay, serializeRecord, summarize } from '../../src/engine/index.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { TOWER_TAKEN_OVER } from '../fixtures/tower-taken-over.ts';

let dir: string;
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
/** Runs the command exactly as docs/record-format.md writes it. */
const npmReplay = (...files: string[]) => spawnSync('npm', ['run', '-s', 'replay', '--', ...files], { encoding: 'utf8' });

const record = (actions: unknown[]) => ({
  format: 'mergemaker-game',
  version: 1,
  setup: { players: ['Ann', 'Ben', 'Cal'], initialTiles: ['5C', '9A', '1B'] },
  actions,
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mergemaker-replay-'));
});

describe('npm run -s replay', () => {
  test('a whole accepted record: exit 0 and one JSON object on standard output, nothing else', () => {
    const r = npmReplay(file('ok.json', record([{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }, { type: 'buy', shares: { Tower: 2 } }, { type: 'endTurn' }])));
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['ended', 'turn', 'currentPlayer', 'awaiting', 'awaitingPlayer', 'players', 'chains', 'bank', 'board', 'standings']);
    expect(out).toMatchObject({
      ended: false,
      turn: 2,
      currentPlayer: 'Ben',
      awaiting: 'place',
      awaitingPlayer: null,
      players: [{ name: 'Ann', cash: 5600, shares: { Tower: 3 } }, { name: 'Ben', cash: 6000, shares: {} }, { name: 'Cal', cash: 6000, shares: {} }],
      chains: { Tower: { size: 2, price: 200, safe: false } },
      bank: { Tower: 22, Luxor: 25, American: 25, Worldwide: 25, Festival: 25, Imperial: 25, Continental: 25 },
      board: { placed: 4, dead: [] },
      standings: null,
    });
  });

  test('rules.tycoon: a merger pays a third place (docs/rules.md R19T); a value other than true or false is exit 2', () => {
    // Tower (1A-3A, 3 tiles, $300; Tycoon 3,000 / 2,200 / 1,500) is taken over by Luxor (5A-8A) at Ben's 4A. Ben
    // holds 3 (founder's + 2 at $200): 1st, 3,000. Ann and Cal, 1 each (bought at $300), share 2nd + 3rd:
    // 3,700 / 2 = 1,850 → 1,900. Ann 6,000 - 300 + 1,900 = 7,600; Ben 6,000 - 400 + 3,000 = 8,600; Cal the same
    // as Ann. Classic would pay Ann and Cal 1,500 / 2 = 750 → 800 each: 6,500.
    const actions = TOWER_TAKEN_OVER;
    const game = (rules: unknown) => ({ format: 'mergemaker-game', version: 1, setup: { players: ['Ann', 'Ben', 'Cal'], rules }, actions });
    const cash = (r: ReturnType<typeof npmReplay>) => JSON.parse(r.stdout).players.map((p: { cash: number }) => p.cash);
    const tycoon = npmReplay(file('tycoon.json', game({ tycoon: true })));
    expect(tycoon.status).toBe(0);
    expect(cash(tycoon)).toEqual([7600, 8600, 7600]);
    expect(cash(npmReplay(file('classic.json', game({ tycoon: false }))))).toEqual([6500, 8600, 6500]);
    const bad = npmReplay(file('bad-tycoon.json', game({ tycoon: 'yes' })));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/setup\.rules\.tycoon/);
  });

  test('a refused action: exit 1, the state before it plus the error with its index', () => {
    const r = npmReplay(file('refused.json', record([{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }, { type: 'buy', shares: { Tower: 4 } }])));
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.awaiting).toBe('buy');
    expect(out.players[0].shares).toEqual({ Tower: 1 });
    expect(out.error).toMatchObject({ index: 2, code: 'buy/too-many' });
    expect(out.error.message).toMatch(/At most 3 shares/);
  });

  test('an unknown chain, a non-tile or an out-of-range number in a well-formed action is a refusal (exit 1)', () => {
    for (const action of [{ type: 'place', tile: '99Z' }, { type: 'market', shares: 40 }, { type: 'buy', shares: { Ritz: 1 } }]) {
      const r = npmReplay(file('refused2.json', record([action])));
      expect(r.status).toBe(1);
      expect(JSON.parse(r.stdout).error.index).toBe(0);
    }
  });

  test('a file that is not a valid record: exit 2, one line on standard error naming the place, nothing on standard output', () => {
    const path = file('bad.json', record([{ type: 'place' }]));
    const r = npmReplay(path);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${path}: actions[0].tile: a place action needs "tile"\n`);
  });

  test('several files: one JSON line each with "file", invalid ones as {file, invalid}; exit status the highest', () => {
    const ok = file('a.json', record([]));
    const bad = file('b.json', 'not json');
    const refused = file('c.json', record([{ type: 'endTurn' }]));
    const r = npmReplay(ok, refused, bad);
    expect(r.status).toBe(2);
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.file)).toEqual([ok, refused, bad]);
    expect(lines[0].awaiting).toBe('place');
    expect(lines[1].error.code).toBe('endTurn/not-now');
    expect(lines[2].invalid).toMatch(/not valid JSON/);
    const r2 = npmReplay(ok, refused);
    expect(r2.status).toBe(1);
  });

  test('a thousand records replay in one process and agree with the engine', () => {
    const games = Array.from({ length: 1000 }, (_, i) => randomGame(1000 + i, { maxActions: 40 }).record);
    const files = games.map((g, i) => file(`g${i}.json`, serializeRecord(g)));
    const r = npmReplay(...files);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1000);
    lines.forEach((line, i) => {
      const { file: name, ...rest } = line;
      expect(name).toBe(files[i]);
      expect(rest).toEqual(summarize(replay(games[i]!).state));
    });
  });

  test('a whole random game ends with standings and ranks', () => {
    const game = randomGame(42, { players: 4 });
    const r = npmReplay(file('whole.json', serializeRecord(game.record)));
    const out = JSON.parse(r.stdout);
    expect(out.ended).toBe(true);
    expect(out.awaiting).toBe('ended');
    expect(out.standings).toHaveLength(4);
    expect(out.standings.map((s: { cash: number }) => s.cash)).toEqual(game.state.players.map((p) => p.cash));
  });

  test('a value nested 5,000 levels deep: exit 2 and one line, also inside a batch where every other file still gets its line', () => {
    const deep = file('deep.json', `{"format":"mergemaker-game","version":1,"setup":{"players":["A","B"]},"actions":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    const one = npmReplay(deep);
    expect(one.status).toBe(2);
    expect(one.stdout).toBe('');
    expect(one.stderr).toMatch(new RegExp(`^${deep}: lists and objects are nested more than 16 levels deep .*\n$`));
    expect(one.stderr.split('\n')).toHaveLength(2);
    const ok = file('fine.json', record([]));
    const batch = npmReplay(ok, deep, ok);
    expect(batch.status).toBe(2);
    const lines = batch.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.file, 'invalid' in l])).toEqual([[ok, false], [deep, true], [ok, false]]);
  });

  test('"actions": null is a wrong JSON type: exit 2', () => {
    const r = npmReplay(file('null-actions.json', { ...record([]), actions: null }));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/actions: must be a list of actions\n$/);
  });

  test('exit 2 prints exactly one line: control bytes escaped, a 20 MB name cut, at most ~200 characters of reason', () => {
    const hostile = file('hostile.json', record([{ type: 'jump\r\n\u001b[2J' }]));
    const r = npmReplay(hostile);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${hostile}: actions[0].type: unknown action type "jump\\u000d\\u000a\\u001b[2J"\n`);
    const big = file('big-name.json', { ...record([]), setup: { players: ['Ann', 'n'.repeat(20_000_000)] } });
    const r2 = npmReplay(big);
    expect(r2.status).toBe(2);
    const reason = r2.stderr.slice(big.length + 2, -1);
    expect(r2.stderr.endsWith('\n') && !reason.includes('\n')).toBe(true);
    expect(reason.length).toBeLessThanOrEqual(200);
  });

  test('bytes that are not UTF-8 are refused with the offset; UTF-16 is refused; a UTF-8 byte-order mark is fine', () => {
    const text = JSON.stringify({ ...record([]), setup: { players: ['René', 'Ben'] } });
    const latin1 = join(dir, 'latin1.json');
    writeFileSync(latin1, Buffer.from(text, 'latin1'));
    const r = npmReplay(latin1);
    expect(r.status).toBe(2);
    // é comes after 64 one-byte characters (see test/engine/record.test.ts), so it is byte 64.
    expect(r.stderr).toBe(`${latin1}: the file is not UTF-8 text: byte 64 (counting from 0) is not valid UTF-8\n`);
    const utf16 = join(dir, 'utf16.json');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(npmReplay(utf16).status).toBe(2);
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    const ok = npmReplay(bom);
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).players[0].name).toBe('René');
  });
});


// App commands over a real repository on fake-indexeddb: every accepted action is stored before it shows.
import 'fake-indexeddb/auto';
import { describe, expect, test, vi } from 'vitest';
import { createAppState, SETTLE_MS } from '../../src/app/app-state.ts';
import { createPreferences } from '../../src/app/preferences.ts';
import { MAX_IMPORT_ACTIONS, MAX_IMPORT_BYTES } from '../../src/app/record-import.ts';
import { MergemakerDB } from '../../src/store/db.ts';
import { GamesRepo } from '../../src/store/games-repo.ts';

let n = 0;
async function app(name = `app-${++n}`, prepare?: (repo: GamesRepo) => void) {
  const repo = new GamesRepo(new MergemakerDB(name));
  prepare?.(repo);
  const state = createAppState(repo);
  await state.start();
  return { state, repo, name };
}

/** Two tabs on one database: A has started a two-player game (Ann, Ben) that B has open too. */
async function twoTabsOnOneGame() {
  const name = `app-${++n}`;
  const a = await app(name);
  await a.state.newGame({ players: ['Ann', 'Ben'] });
  const id = a.state.session.value!.id;
  const b = await app(name);
  await b.state.openGame(id);
  return { a, b, id };
}

describe('the app state', () => {
  test('a new game is stored, every accepted action is appended, and a new app resumes it exactly', async () => {
    const { state, repo, name } = await app();
    expect(await state.newGame({ players: ['Ann', 'Ben', 'Cal'], initialTiles: ['5C'] })).toBeNull();
    await state.act({ type: 'place', tile: '6C' });
    await state.act({ type: 'found', chain: 'Tower' });
    const id = state.session.value!.id;
    expect((await repo.load(id))?.record.actions).toHaveLength(2);

    const again = await app(name);
    expect(again.state.games.value.map((g) => g.id)).toEqual([id]);
    await again.state.openGame(id);
    expect(again.state.session.value?.state).toEqual(state.session.value?.state);
    expect(again.state.knownNames.value).toEqual(['Ann', 'Ben', 'Cal']);
  });

  test('a refused action is explained and neither shown nor stored', async () => {
    const { state, repo } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    const refusal = await state.act({ type: 'buy', shares: { Tower: 1 } });
    expect(refusal !== 'ignored' && refusal?.code).toBe('buy/not-now');
    expect(state.notice.value?.text).toMatch(/Shares cannot be bought now/);
    expect(state.session.value?.record.actions).toEqual([]);
    expect((await repo.load(state.session.value!.id))?.record.actions).toEqual([]);
  });

  test('undo takes back exactly the last action, on screen and in storage', async () => {
    const { state, repo } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    await state.act({ type: 'place', tile: '1A' });
    await state.act({ type: 'endTurn' });
    await state.undo();
    expect(state.session.value?.state.awaiting).toBe('buy');
    expect((await repo.load(state.session.value!.id))?.record.actions).toEqual([{ type: 'place', tile: '1A' }]);
  });

  test('quick double taps are applied one after the other', async () => {
    const { state } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    const results = await Promise.all([state.act({ type: 'place', tile: '1A' }), state.act({ type: 'place', tile: '2A' })]);
    expect(results[0]).toBeNull();
    expect(results[1] !== 'ignored' && results[1]?.code).toBe('place/not-now');
  });

  test('a command carries the screen it was shown on: a second tap on the same screen is ignored, stores nothing', async () => {
    const { state, repo } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    const shown = state.session.value;
    const results = await Promise.all([state.act({ type: 'place', tile: '1A' }, shown), state.act({ type: 'endTurn' }, shown)]);
    expect(results).toEqual([null, 'ignored']);
    expect((await repo.load(state.session.value!.id))?.record.actions).toEqual([{ type: 'place', tile: '1A' }]);
    // The same for undo: an undo tapped on a screen that has moved on takes nothing back.
    await state.undo(shown);
    expect(state.session.value?.record.actions).toHaveLength(1);
  });

  test('several actions of one tap are stored together or not at all', async () => {
    const { state, repo } = await app();
    await state.newGame({ players: ['Ann', 'Ben'], initialTiles: ['5C'] });
    await state.act([{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }]);
    const refused = await state.act([{ type: 'buy', shares: { Tower: 1 } }, { type: 'buy', shares: { Tower: 1 } }]);
    expect(refused !== 'ignored' && refused?.code).toBe('buy/not-now');
    expect((await repo.load(state.session.value!.id))?.record.actions).toHaveLength(2);
  });

  test('the game buttons rest while a command runs and for a moment after the screen changed; the board when a board tap is next', async () => {
    const { state } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    const pending = state.act({ type: 'place', tile: '1A' });
    expect(state.resting.value).toBe(true);
    // The board is not made to rest by a tap on itself while it is stored (its command is bound to its screen) …
    expect(state.boardResting.value).toBe(false);
    await pending;
    expect(state.resting.value).toBe(true);
    // … but once Ann's buy opens it does: a board tap now ends her turn, and a double tap's second must not.
    expect(state.boardResting.value).toBe(true);
    await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
    expect(state.resting.value).toBe(false);
    expect(state.boardResting.value).toBe(false);
    // … but it rests when the next step asks for a tile: Ben's turn opens just after "End turn".
    await state.act({ type: 'endTurn' });
    expect(state.boardResting.value).toBe(true);
    await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
    expect(state.boardResting.value).toBe(false);
  });

  test('two tabs: a write on a record the other tab has changed is refused; the tab re-reads and shows the stored game', async () => {
    const name = `app-${++n}`;
    const a = await app(name);
    await a.state.newGame({ players: ['Ann', 'Ben', 'Cal'], initialTiles: ['5C'] });
    const id = a.state.session.value!.id;
    await a.state.act({ type: 'place', tile: '1A' });
    // B has not heard of A's changes yet (as when the other tab's notice is still on its way). B starts on the game
    // A has open, as a restart resumes it.
    const b = await app(name, (repo) => (repo.watchGame = () => () => undefined));
    expect(b.state.session.value?.id).toBe(id);
    // A undoes and places a tile that founds a chain; B still shows the game after 1A.
    await a.state.undo();
    await a.state.act([{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }]);
    const bShown = b.state.session.value;
    expect(await b.state.act({ type: 'endTurn' }, bShown)).toBe('ignored');
    expect(b.state.notice.value?.text).toMatch(/changed in another tab, so the last entry was not stored/);
    const stored = (await a.repo.load(id))!.record;
    expect(stored.actions).toEqual([{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }]);
    expect(b.state.session.value?.record).toEqual(stored);
    // The conflict concerns that game only: B goes on saving, and a new game in B is stored.
    expect(b.state.storage.value.mode).toBe('saved');
    expect(await b.state.act({ type: 'buy', shares: { Tower: 1 } })).toBeNull();
    expect((await a.repo.load(id))!.record.actions).toHaveLength(3);
    await b.state.newGame({ players: ['Dee', 'Eve'] });
    expect(await b.repo.load(b.state.session.value!.id)).not.toBeNull();
  });

  test('another tab\'s changes are followed live: the open game is re-read and shown as stored', async () => {
    const { a, b } = await twoTabsOnOneGame();
    await a.state.act({ type: 'place', tile: '1A' });
    await a.state.act({ type: 'endTurn' });
    await vi.waitFor(() => expect(b.state.session.value?.record.actions).toHaveLength(2), { timeout: 1000 });
    expect(b.state.session.value?.state).toEqual(a.state.session.value?.state);
    expect(b.state.notice.value?.text).toMatch(/changed in another tab/);
    // And B's list of saved games follows too.
    await a.state.newGame({ players: ['Cal', 'Dee'] });
    await vi.waitFor(() => expect(b.state.games.value).toHaveLength(2), { timeout: 1000 });
  });

  test('entries a tab could not store, while another tab changed the game: this tab\'s version is kept as a separate game', async () => {
    const { a, b, id } = await twoTabsOnOneGame();
    const write = a.repo.write.bind(a.repo);
    a.repo.write = () => Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    await a.state.act({ type: 'place', tile: '1A' });
    await a.state.act({ type: 'endTurn' });
    await b.state.act({ type: 'place', tile: '9I' });
    a.repo.write = write;
    await a.state.act({ type: 'place', tile: '2B' });
    expect(a.state.notice.value?.text).toMatch(/saved as a separate game, so nothing is lost/);
    const copy = a.state.session.value!;
    expect(copy.id).not.toBe(id);
    expect((await a.repo.load(copy.id))!.record.actions).toEqual([{ type: 'place', tile: '1A' }, { type: 'endTurn' }, { type: 'place', tile: '2B' }]);
    expect((await a.repo.load(id))!.record.actions).toEqual([{ type: 'place', tile: '9I' }]);
    expect(a.state.storage.value.mode).toBe('saved');
  });

  test('when storage frees up again, saving resumes by itself and stores every entry made meanwhile', async () => {
    const { state, repo } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    const id = state.session.value!.id;
    const write = repo.write.bind(repo);
    repo.write = () => Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    await state.act({ type: 'place', tile: '1A' });
    await state.act({ type: 'endTurn' });
    await state.act({ type: 'place', tile: '3C' });
    await state.undo();
    expect(state.storage.value.mode).toBe('memory');
    expect((await repo.load(id))!.record.actions).toEqual([]);
    repo.write = write;
    await state.act({ type: 'place', tile: '4D' });
    expect(state.storage.value.mode).toBe('saved');
    expect(state.notice.value?.text).toMatch(/Saving works again/);
    expect((await repo.load(id))!.record.actions).toEqual([{ type: 'place', tile: '1A' }, { type: 'endTurn' }, { type: 'place', tile: '4D' }]);
  });

  test('a malformed import is refused with the reason and changes nothing', async () => {
    const { state } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    await state.goHome();
    const before = state.games.value;
    const reason = await state.importRecord('{"format":"mergemaker-game","version":1,"setup":{"players":["Ann"]}}');
    expect(reason).toMatch(/not a game record: setup.players: a game has 2 to 6 players, not 1/);
    expect(state.games.value).toEqual(before);
    expect(state.route.value.name).toBe('home');
  });

  test('a hostile import gets one short line: a 20 MB name, 100,000-deep nesting, control characters', async () => {
    const { state } = await app();
    const files = [
      JSON.stringify({ format: 'mergemaker-game', version: 1, setup: { players: ['Ann', 'n'.repeat(20_000_000)] } }),
      `{"format":"mergemaker-game","version":1,"setup":{"players":["A","B"]},"actions":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      JSON.stringify({ format: 'mergemaker-game', version: 1, setup: { players: ['Ann', 'Ben'] }, actions: [{ type: '\u001b[2J\n' }] }),
    ];
    for (const file of files) {
      const t0 = Date.now();
      const reason = (await state.importRecord(file))!;
      expect(Date.now() - t0).toBeLessThan(3000);
      // "This file is not a game record: " (32) + a reason of at most 200 characters + ".".
      expect(reason.length).toBeLessThanOrEqual(233);
      expect(reason).not.toMatch(/[\u0000-\u001f]/);
    }
    expect(state.games.value).toEqual([]);
  });

  test('an import over the stated limits is refused naming the limit, before anything is stored', async () => {
    const { state } = await app();
    const endTurns = Array.from({ length: MAX_IMPORT_ACTIONS + 1 }, () => ({ type: 'endTurn' }));
    const reason = await state.importRecord(JSON.stringify({ format: 'mergemaker-game', version: 1, setup: { players: ['Ann', 'Ben'] }, actions: endTurns }));
    expect(reason).toBe('This record has 200,001 entries; Mergemaker imports at most 200,000 (a whole game has a few hundred).');
    expect(await state.importRecord(new ArrayBuffer(MAX_IMPORT_BYTES + 1))).toBe('This file is 32.0 MB; the largest game file Mergemaker imports is 32 MB.');
    expect(state.games.value).toEqual([]);
  });

  test('an import becomes a new game and never overwrites one', async () => {
    const { state } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    const text = state.exportText()!;
    expect(await state.importRecord(text)).toBeNull();
    expect(state.games.value).toHaveLength(2);
  });

  test('when storage fails the game goes on in memory with a plain warning', async () => {
    const { state, repo } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    const full = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    repo.write = () => Promise.reject(full);
    expect(await state.act({ type: 'place', tile: '1A' })).toBeNull();
    expect(state.session.value?.state.awaiting).toBe('buy');
    expect(state.storage.value).toEqual({ mode: 'memory', reason: expect.stringMatching(/storage is full/) });
    await state.act({ type: 'endTurn' });
    expect(state.session.value?.state.turn).toBe(2);
  });

  test('with no storage at all the app still plays', async () => {
    const state = createAppState(null);
    await state.start();
    expect(state.storage.value.mode).toBe('memory');
    expect(await state.newGame({ players: ['Ann', 'Ben'] })).toBeNull();
    expect(await state.act({ type: 'place', tile: '1A' })).toBeNull();
  });

  test('player records read the finished saved games, and the count of those still being played', async () => {
    const { state } = await app();
    await state.newGame({ players: ['Ann', 'Ben'] });
    const ended = (await state.finishedRecords()).records;
    expect([ended, (await state.finishedRecords()).playing]).toEqual([[], 1]);
  });

  test('with no storage, player records are refused with the reason, not shown as no game', async () => {
    const state = createAppState(null);
    await state.start();
    await expect(state.finishedRecords()).rejects.toThrow('This browser offers no storage, so games are kept in memory only.');
  });

  test('a setup that is not valid is explained and no game starts', async () => {
    const { state } = await app();
    expect(await state.newGame({ players: ['Ann', 'Ann'] })).toMatch(/two players are called "Ann"/);
    expect(state.session.value).toBeNull();
  });
});

describe('resuming where the banker left', () => {
  /** A tab's sessionStorage. */
  const tabMemory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  };
  async function tabOn(name: string, tab = tabMemory()) {
    const repo = new GamesRepo(new MergemakerDB(name));
    const state = createAppState(repo, createPreferences(null), tab);
    await state.start();
    return { state, tab, repo };
  }

  test('a restart (a reload, a killed browser) opens the game that was on screen, mid-merger included, at the same step', async () => {
    const name = `app-${++n}`;
    const a = await tabOn(name);
    // Ann and Ben; 5C-6C is Tower; 8C-9C is Luxor; 7C joins them: a tie for largest waits for the survivor choice.
    await a.state.newGame({ players: ['Ann', 'Ben'], initialTiles: ['5C', '8C'] });
    for (const action of [{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }, { type: 'endTurn' }, { type: 'place', tile: '9C' }, { type: 'found', chain: 'Luxor' }, { type: 'endTurn' }, { type: 'place', tile: '7C' }] as const) {
      expect(await a.state.act(action)).toBeNull();
    }
    expect(a.state.session.value!.state.awaiting).toBe('survivor');
    // A new tab (no memory of its own, as after the browser was killed) resumes the device's last game.
    const b = await tabOn(name);
    expect(b.state.route.value).toEqual({ name: 'game' });
    expect(b.state.session.value!.state).toEqual(a.state.session.value!.state);
  });

  test('after going Home, a restart stays on Home', async () => {
    const name = `app-${++n}`;
    const a = await tabOn(name);
    await a.state.newGame({ players: ['Ann', 'Ben'] });
    await new Promise((r) => setTimeout(r, 20));
    // The device's memory still names the game (its write is slow); this tab's reload goes by its own memory: Home.
    const write = a.repo.rememberOpenGame.bind(a.repo);
    a.repo.rememberOpenGame = () => new Promise(() => undefined);
    await a.state.goHome();
    const reloaded = await tabOn(name, a.tab);
    expect([reloaded.state.route.value.name, reloaded.state.session.value]).toEqual(['home', null]);
    // Once written, a new tab stays on Home too.
    await write(null);
    const b = await tabOn(name);
    expect([b.state.route.value.name, b.state.session.value]).toEqual(['home', null]);
  });

  test("a reloaded tab resumes its own game even when another tab opened another one since", async () => {
    const name = `app-${++n}`;
    const a = await tabOn(name);
    await a.state.newGame({ players: ['Ann', 'Ben'] });
    const first = a.state.session.value!.id;
    const b = await tabOn(name);
    await b.state.goHome();
    await b.state.newGame({ players: ['Cal', 'Dee'] });
    await new Promise((r) => setTimeout(r, 20));
    // The device remembers the game shown last (B's); tab A's own memory (sessionStorage) names the first game.
    const fresh = await tabOn(name);
    expect(fresh.state.session.value!.record.setup.players).toEqual(['Cal', 'Dee']);
    const again = await tabOn(name, a.tab);
    expect(again.state.session.value!.id).toBe(first);
  });

  test('a remembered game that was deleted since opens nothing: Home', async () => {
    const name = `app-${++n}`;
    const a = await tabOn(name);
    await a.state.newGame({ players: ['Ann', 'Ben'] });
    const id = a.state.session.value!.id;
    await new GamesRepo(new MergemakerDB(name)).delete(id);
    const b = await tabOn(name, a.tab);
    expect([b.state.route.value.name, b.state.session.value]).toEqual(['home', null]);
  });
});

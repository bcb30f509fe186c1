// App commands over a real repository on fake-indexeddb: every accepted action is stored before it shows.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { createAppState } from '../../src/app/app-state.ts';
import { MergemakerDB } from '../../src/store/db.ts';
import { GamesRepo } from '../../src/store/games-repo.ts';

let n = 0;
async function app(name = `app-${++n}`) {
  const repo = new GamesRepo(new MergemakerDB(name));
  const state = createAppState(repo);
  await state.start();
  return { state, repo, name };
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
    expect(refusal?.code).toBe('buy/not-now');
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
    expect(results[1]?.code).toBe('place/not-now');
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
    repo.append = () => Promise.reject(full);
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

  test('a setup that is not valid is explained and no game starts', async () => {
    const { state } = await app();
    expect(await state.newGame({ players: ['Ann', 'Ann'] })).toMatch(/two players are called "Ann"/);
    expect(state.session.value).toBeNull();
  });
});

// Persistence on fake-indexeddb (fast); the real IndexedDB is tested in Chromium (test/browser).
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { MergemakerDB, type GameRowV1 } from '../../src/store/db.ts';
import { GameOutOfStepError, GamesRepo } from '../../src/store/games-repo.ts';

let n = 0;
const fresh = () => new GamesRepo(new MergemakerDB(`test-${++n}`));
const playing = { status: 'playing' as const, leaders: [] };
afterEach(async () => {
  await Dexie.delete(`test-${n}`);
});

describe('the games repository', () => {
  test('a game is created, its actions appended one by one and loaded back as a record', async () => {
    const repo = fresh();
    const id = await repo.create({ players: ['Ann', 'Ben'] }, [], playing);
    await repo.append(id, 0, { type: 'place', tile: '1A' }, playing);
    await repo.append(id, 1, { type: 'buy', shares: {} }, { status: 'playing', leaders: ['Ann', 'Ben'] });
    const loaded = await repo.load(id);
    expect(loaded?.record).toEqual({
      format: 'mergemaker-game',
      version: 1,
      setup: { players: ['Ann', 'Ben'] },
      actions: [{ type: 'place', tile: '1A' }, { type: 'buy', shares: {} }],
    });
    expect(loaded?.row).toMatchObject({ actionCount: 2, leaders: ['Ann', 'Ben'] });
  });

  test('an append out of step (a lost or doubled action) is refused and nothing is written', async () => {
    const repo = fresh();
    const id = await repo.create({ players: ['Ann', 'Ben'] }, [], playing);
    await repo.append(id, 0, { type: 'place', tile: '1A' }, playing);
    await expect(repo.append(id, 0, { type: 'place', tile: '2A' }, playing)).rejects.toBeInstanceOf(GameOutOfStepError);
    await expect(repo.append(id, 5, { type: 'place', tile: '2A' }, playing)).rejects.toBeInstanceOf(GameOutOfStepError);
    expect((await repo.load(id))?.record.actions).toEqual([{ type: 'place', tile: '1A' }]);
  });

  test('undo removes exactly the last action', async () => {
    const repo = fresh();
    const id = await repo.create({ players: ['Ann', 'Ben'] }, [{ type: 'place', tile: '1A' }, { type: 'endTurn' }], playing);
    await repo.removeLast(id, 2, playing);
    expect((await repo.load(id))?.record.actions).toEqual([{ type: 'place', tile: '1A' }]);
    await expect(repo.removeLast(id, 2, playing)).rejects.toBeInstanceOf(GameOutOfStepError);
  });

  test('several games are listed, most recently played first; deleting one leaves the others', async () => {
    const repo = fresh();
    const a = await repo.create({ players: ['Ann', 'Ben'] }, [], playing);
    await new Promise((r) => setTimeout(r, 5));
    const b = await repo.create({ players: ['Cal', 'Dee'] }, [{ type: 'skipPlace' }], playing);
    await new Promise((r) => setTimeout(r, 5));
    await repo.append(a, 0, { type: 'skipPlace' }, playing);
    expect((await repo.list()).map((g) => g.id)).toEqual([a, b]);
    await repo.delete(a);
    expect((await repo.list()).map((g) => g.id)).toEqual([b]);
    expect(await repo.load(a)).toBeNull();
    expect((await repo.load(b))?.record.actions).toHaveLength(1);
  });

  test('names of earlier games are remembered, most recent first, without repeats', async () => {
    const repo = fresh();
    await repo.rememberNames(['Ann', 'Ben']);
    await repo.rememberNames(['Cal', 'Ann']);
    expect(await repo.knownNames()).toEqual(['Cal', 'Ann', 'Ben']);
  });
});

describe('schema upgrade', () => {
  test('version 1 (whole record per game) → version 2 (one row per action), marked stale for a fresh summary', async () => {
    const name = `test-${++n}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ games: 'id, updatedAt', meta: 'key' });
    const old: GameRowV1 = {
      id: 'g1',
      createdAt: 1,
      updatedAt: 2,
      record: { format: 'mergemaker-game', version: 1, setup: { players: ['Ann', 'Ben'] }, actions: [{ type: 'place', tile: '5E' }, { type: 'endTurn' }] },
    };
    await v1.table('games').put(old);
    await v1.table('meta').put({ key: 'knownNames', value: ['Ann'] });
    v1.close();

    const repo = new GamesRepo(new MergemakerDB(name));
    await repo.open();
    expect(repo.db.verno).toBe(2);
    const loaded = await repo.load('g1');
    expect(loaded?.record).toEqual(old.record);
    expect(loaded?.row).toMatchObject({ id: 'g1', createdAt: 1, updatedAt: 2, actionCount: 2, stale: true });
    expect(loaded?.row).not.toHaveProperty('record');
    expect(await repo.knownNames()).toEqual(['Ann']);
    // Appending continues where the old record ended.
    await repo.append('g1', 2, { type: 'place', tile: '6E' }, { status: 'playing', leaders: [] });
    expect((await repo.load('g1'))?.record.actions).toHaveLength(3);
  });
});

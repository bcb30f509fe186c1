// Persistence on fake-indexeddb (fast); the real IndexedDB is tested in Chromium (test/browser).
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { MergemakerDB, START_REV } from '../../src/store/db.ts';
import { GameConflictError, GameMissingError, GamesRepo, storeImported } from '../../src/store/games-repo.ts';

let n = 0;
const fresh = () => new GamesRepo(new MergemakerDB(`test-${++n}`));
const playing = { status: 'playing' as const, leaders: [] };
afterEach(async () => {
  await Dexie.delete(`test-${n}`);
});

const place = (tile: string) => ({ type: 'place' as const, tile });

describe('the games repository', () => {
  test('a game is created, its actions appended one by one and loaded back as a record', async () => {
    const repo = fresh();
    const { id, head } = await repo.create({ players: ['Ann', 'Ben'] }, [], playing);
    expect(head).toEqual({ count: 0, rev: START_REV });
    const h1 = await repo.write(id, head, 0, [place('1A')], playing);
    await repo.write(id, h1, 1, [{ type: 'buy', shares: {} }], { status: 'playing', leaders: ['Ann', 'Ben'] });
    const loaded = await repo.load(id);
    expect(loaded?.record).toEqual({
      format: 'mergemaker-game',
      version: 1,
      setup: { players: ['Ann', 'Ben'] },
      actions: [place('1A'), { type: 'buy', shares: {} }],
    });
    expect(loaded?.row).toMatchObject({ actionCount: 2, leaders: ['Ann', 'Ben'] });
    expect(loaded?.head.count).toBe(2);
  });

  test('an imported game stored by the worker: the same rows as create, in chunks of 1,000, and every list told once it is there', async () => {
    const repo = fresh();
    const lists: number[] = [];
    const stop = repo.watchList((rows) => lists.push(rows.length), (e) => { throw e; });
    await expect.poll(() => lists).toEqual([0]);
    // 2,500 entries: chunks of 1,000, 1,000 and 500, so progress is told after 1,000, 2,000 and 2,500.
    const actions = Array.from({ length: 2500 }, (_, i) => (i % 2 ? { type: 'endTurn' as const } : place('1A')));
    const told: number[] = [];
    const { id, head } = await storeImported(repo.db.name, { players: ['Ann', 'Ben'] }, actions, { status: 'ended', leaders: ['Ben'] }, (done) => told.push(done));
    expect(told).toEqual([1000, 2000, 2500]);
    const loaded = await repo.load(id);
    expect(loaded?.record.actions).toEqual(actions);
    expect(loaded?.row).toMatchObject({ actionCount: 2500, status: 'ended', leaders: ['Ben'] });
    expect(head).toEqual(loaded?.head);
    expect(head.count).toBe(2500);
    // The list heard of the game (its row changed after the rows were written), though each row's write was not tracked.
    await expect.poll(() => lists.at(-1)).toBe(1);
    stop();
  });

  test('a write made on a record that is no longer stored (a lost, doubled or stale write) is refused and writes nothing', async () => {
    const repo = fresh();
    const { id, head } = await repo.create({ players: ['Ann', 'Ben'] }, [], playing);
    const h1 = await repo.write(id, head, 0, [place('1A')], playing);
    await expect(repo.write(id, head, 0, [place('2A')], playing)).rejects.toBeInstanceOf(GameConflictError);
    await expect(repo.write(id, { count: 5, rev: h1.rev }, 5, [place('2A')], playing)).rejects.toBeInstanceOf(GameConflictError);
    expect((await repo.load(id))?.record.actions).toEqual([place('1A')]);
  });

  test('two tabs: undo then a new action brings the count back, but the other tab\'s write is still refused', async () => {
    const repo = fresh();
    const { id, head } = await repo.create({ players: ['Ann', 'Ben'] }, [place('1A')], playing);
    // Tab B read the game at 1 action; tab A undoes it and places another tile: 1 action again.
    const tabB = head;
    const afterUndo = await repo.write(id, head, 0, [], playing);
    const tabA = await repo.write(id, afterUndo, 0, [place('2B')], playing);
    expect(tabA.count).toBe(tabB.count);
    expect(tabA.rev).not.toBe(tabB.rev);
    await expect(repo.write(id, tabB, 1, [{ type: 'endTurn' }], playing)).rejects.toBeInstanceOf(GameConflictError);
    expect((await repo.load(id))?.record.actions).toEqual([place('2B')]);
  });

  test('undo back to the same record gives the same rev: a tab that saw it may write', async () => {
    const repo = fresh();
    const { id, head } = await repo.create({ players: ['Ann', 'Ben'] }, [place('1A')], playing);
    const h2 = await repo.write(id, head, 1, [{ type: 'endTurn' }], playing);
    const back = await repo.write(id, h2, 1, [], playing);
    expect(back).toEqual(head);
  });

  test('undo removes exactly the last action; catching up keeps a prefix and replaces the rest in one write', async () => {
    const repo = fresh();
    const { id, head } = await repo.create({ players: ['Ann', 'Ben'] }, [place('1A'), { type: 'endTurn' }], playing);
    const h1 = await repo.write(id, head, 1, [], playing);
    expect((await repo.load(id))?.record.actions).toEqual([place('1A')]);
    await expect(repo.write(id, head, 1, [], playing)).rejects.toBeInstanceOf(GameConflictError);
    await repo.write(id, h1, 0, [place('3C'), { type: 'endTurn' }, place('4D')], playing);
    expect((await repo.load(id))?.record.actions).toEqual([place('3C'), { type: 'endTurn' }, place('4D')]);
  });

  test('a write to a deleted game is refused as missing', async () => {
    const repo = fresh();
    const { id, head } = await repo.create({ players: ['Ann', 'Ben'] }, [], playing);
    await repo.delete(id);
    await expect(repo.write(id, head, 0, [place('1A')], playing)).rejects.toBeInstanceOf(GameMissingError);
  });

  test('a long import is stored in chunks, reporting progress, in one transaction', async () => {
    const repo = fresh();
    const actions = Array.from({ length: 4550 }, () => ({ type: 'skipPlace' as const }));
    const seen: number[] = [];
    const { id } = await repo.create({ players: ['Ann', 'Ben'] }, actions, playing, (n) => seen.push(n));
    // 4,550 actions in chunks of 100: 45 full chunks, then the last 50, at 4,550.
    expect(seen).toEqual([...Array.from({ length: 45 }, (_, i) => (i + 1) * 100), 4550]);
    expect((await repo.load(id))?.record.actions).toHaveLength(4550);
  });

  test('a long game is read in pages with a pause between them; another tab writing meanwhile makes it read again, never read as a mix', async () => {
    const name = `test-${++n}`;
    const otherTab = new GamesRepo(new MergemakerDB(name));
    // 1,000 entries of 1A: four pages of 250, so three pauses a read.
    const { id, head } = await otherTab.create({ players: ['Ann', 'Ben'] }, Array.from({ length: 1000 }, () => place('1A')), playing);
    // At the first pause the other tab takes back 900 entries and enters 900 others: a read that kept its first page
    // would hold 250 of 1A, not 100.
    let pauses = 0;
    const reader = new GamesRepo(new MergemakerDB(name), async () => {
      if (++pauses === 1) await otherTab.write(id, head, 100, Array.from({ length: 900 }, () => ({ type: 'endTurn' as const })), playing);
    });
    const loaded = await reader.load(id);
    expect(loaded?.record.actions.filter((a) => a.type === 'place')).toHaveLength(100);
    expect(loaded?.record.actions).toHaveLength(1000);
    expect(loaded?.head).toEqual(await otherTab.head(id));
    // Read twice: three pauses each.
    expect(pauses).toBe(6);
  });

  test('a long game deleted by another tab while it is read in pages: no game is read, not a part of one', async () => {
    const name = `test-${++n}`;
    const otherTab = new GamesRepo(new MergemakerDB(name));
    const { id } = await otherTab.create({ players: ['Ann', 'Ben'] }, Array.from({ length: 600 }, () => place('1A')), playing);
    const reader = new GamesRepo(new MergemakerDB(name), () => otherTab.delete(id));
    expect(await reader.load(id)).toBeNull();
  });

  test('a game written to at every pause is read in one transaction after three tries, as stored then', async () => {
    const name = `test-${++n}`;
    const otherTab = new GamesRepo(new MergemakerDB(name));
    const { id } = await otherTab.create({ players: ['Ann', 'Ben'] }, Array.from({ length: 600 }, () => place('1A')), playing);
    // 600 entries: three pages, two pauses a read; each pause the other tab enters one more.
    let pauses = 0;
    const reader = new GamesRepo(new MergemakerDB(name), async () => {
      pauses++;
      const now = (await otherTab.head(id))!;
      await otherTab.write(id, now, now.count, [{ type: 'endTurn' }], playing);
    });
    const loaded = await reader.load(id);
    // Three reads, of 600, 602 and 604 entries (three pages of 250 or fewer: two pauses each), then the transaction
    // (no pause) of 606.
    expect(pauses).toBe(6);
    expect(loaded?.record.actions).toHaveLength(606);
    expect(loaded?.head).toEqual(await otherTab.head(id));
  });

  test('several games are listed, most recently played first; deleting one leaves the others', async () => {
    const repo = fresh();
    const a = await repo.create({ players: ['Ann', 'Ben'] }, [], playing);
    await new Promise((r) => setTimeout(r, 5));
    const b = await repo.create({ players: ['Cal', 'Dee'] }, [{ type: 'skipPlace' }], playing);
    await new Promise((r) => setTimeout(r, 5));
    await repo.write(a.id, a.head, 0, [{ type: 'skipPlace' }], playing);
    expect((await repo.list()).map((g) => g.id)).toEqual([a.id, b.id]);
    await repo.delete(a.id);
    expect((await repo.list()).map((g) => g.id)).toEqual([b.id]);
    expect(await repo.load(a.id)).toBeNull();
    expect((await repo.load(b.id))?.record.actions).toHaveLength(1);
  });

  test('names of earlier games are remembered, most recent first, without repeats', async () => {
    const repo = fresh();
    await repo.rememberNames(['Ann', 'Ben']);
    await repo.rememberNames(['Cal', 'Ann']);
    expect(await repo.knownNames()).toEqual(['Cal', 'Ann', 'Ben']);
  });
});

describe('schema upgrade', () => {
  test('version 2 → version 3: every stored action gets a uid and every game the rev of its last action', async () => {
    const name = `test-${++n}`;
    const v2 = new Dexie(name);
    v2.version(2).stores({ games: 'id, updatedAt, status', actions: '[gameId+seq], gameId', meta: 'key' });
    await v2.table('games').bulkPut([
      { id: 'g1', createdAt: 1, updatedAt: 2, setup: { players: ['Ann', 'Ben'] }, status: 'playing', actionCount: 2, leaders: [] },
      { id: 'g2', createdAt: 1, updatedAt: 2, setup: { players: ['Cal', 'Dee'] }, status: 'playing', actionCount: 0, leaders: [] },
    ]);
    await v2.table('actions').bulkPut([
      { gameId: 'g1', seq: 0, action: { type: 'place', tile: '5E' } },
      { gameId: 'g1', seq: 1, action: { type: 'endTurn' } },
    ]);
    v2.close();
    const repo = new GamesRepo(new MergemakerDB(name));
    await repo.open();
    expect(repo.db.verno).toBe(3);
    expect((await repo.db.actions.toArray()).map((r) => r.uid)).toEqual(['v2-0', 'v2-1']);
    expect(await repo.head('g1')).toEqual({ count: 2, rev: 'v2-1' });
    expect(await repo.head('g2')).toEqual({ count: 0, rev: START_REV });
    // A write on the migrated head is accepted; one on a made-up head is not.
    await expect(repo.write('g1', { count: 2, rev: 'v2-0' }, 2, [], playing)).rejects.toBeInstanceOf(GameConflictError);
    const h = await repo.write('g1', { count: 2, rev: 'v2-1' }, 1, [], playing);
    expect(h).toEqual({ count: 1, rev: 'v2-0' });
  });
});

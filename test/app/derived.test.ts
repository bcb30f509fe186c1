// What the game screen shows is derived from the open game by computed signals in the app state: it follows every
// change and is worked out once per state.
import { effect } from '@preact/signals';
import { describe, expect, test } from 'vitest';
import { createAppState } from '../../src/app/app-state.ts';
import { createPreferences } from '../../src/app/preferences.ts';

async function playing() {
  const app = createAppState(null, createPreferences(null));
  await app.start();
  // Ann and Ben; the first tiles start a 2-tile Tower at 5C-6C, founded by Ann (free share).
  await app.newGame({ players: ['Ann', 'Ben'], initialTiles: ['5C'] });
  return app;
}

describe('the open game, derived', () => {
  test('previews, chains, net worths and the standings-if-ended-now follow each entry', async () => {
    const app = await playing();
    expect(app.previews.value).toHaveLength(108);
    expect(app.previews.value.find((p) => p.tile === '6C')?.effect).toBe('found');
    expect(app.view.value!.chains.filter((c) => c.onBoard)).toEqual([]);
    expect(app.view.value!.players.map((p) => p.worth)).toEqual([6000, 6000]);

    await app.act({ type: 'place', tile: '6C' });
    await app.act({ type: 'found', chain: 'Tower' });
    // Tower at 2 tiles is $200 a share; Ann's free founder's share makes her worth 6,000 + 200.
    expect(app.view.value!.chains.filter((c) => c.onBoard).map((c) => [c.chain, c.size, c.price, c.bankShares])).toEqual([['Tower', 2, 200, 24]]);
    expect(app.view.value!.players.map((p) => p.worth)).toEqual([6200, 6000]);
    expect(app.previews.value.find((p) => p.tile === '7C')).toMatchObject({ effect: 'grow', chain: 'Tower', size: 3, price: 300 });
    // Ended now, Ann alone holds Tower: majority 2,000 + minority 1,000 and her share sold at 200 → 9,200.
    expect(app.standingsNow.value!.map((s) => [s.name, s.cash, s.rank])).toEqual([['Ann', 9200, 1], ['Ben', 6000, 2]]);
  });

  test('each is worked out once per state, however often it is read, and again after an entry', async () => {
    const app = await playing();
    const seen: unknown[] = [];
    const stop = effect(() => void seen.push(app.previews.value));
    const first = app.previews.value;
    expect(app.previews.value).toBe(first);
    expect(seen).toHaveLength(1);
    await app.act({ type: 'place', tile: '9G' });
    expect(app.previews.value).not.toBe(first);
    expect(seen).toHaveLength(2);
    stop();
  });

  test('with no game open they are empty', () => {
    const app = createAppState(null, createPreferences(null));
    expect([app.previews.value, app.view.value]).toEqual([[], null]);
  });
});

describe('display preferences', () => {
  const memory = (init: Record<string, string> = {}) => {
    const m = new Map(Object.entries(init));
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };

  test('the theme cycles auto → dark → light → auto and is kept', () => {
    const store = memory();
    const prefs = createPreferences(store);
    const seen = [prefs.theme.value];
    for (let i = 0; i < 3; i++) {
      prefs.nextTheme();
      seen.push(prefs.theme.value);
    }
    expect(seen).toEqual(['auto', 'dark', 'light', 'auto']);
    prefs.nextTheme();
    expect(createPreferences(store).theme.value).toBe('dark');
  });

  test('the screen is kept awake unless turned off, and the choice is kept; an unknown stored theme reads as auto', () => {
    const store = memory({ 'mergemaker.theme': 'purple' });
    const prefs = createPreferences(store);
    expect([prefs.theme.value, prefs.keepAwake.value]).toEqual(['auto', true]);
    prefs.setKeepAwake(false);
    expect(createPreferences(store).keepAwake.value).toBe(false);
  });

  test('a store that refuses every read and write leaves the defaults, for this visit only', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const prefs = createPreferences(refusing);
    prefs.nextTheme();
    expect([prefs.theme.value, prefs.keepAwake.value]).toEqual(['dark', true]);
  });
});

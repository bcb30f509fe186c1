// docs/rules.md R16-R22: mergers and their payouts.
import { describe, expect, test } from 'vitest';
import { previewPlacement } from '../../src/engine/index.ts';
import { cashOf, eventsOf, play, refusal, run, scenario, view } from '../fixtures/scenario.ts';

describe('the survivor', () => {
  test('the largest chain survives without a question', () => {
    const s = scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' } });
    const { state, events } = play(s, { type: 'place', tile: '4A' });
    expect(eventsOf(events, 'survivorChosen')[0]).toMatchObject({ chain: 'Tower', byChoice: false });
    expect(view(state).chains).toEqual({ Tower: { size: 6, price: 600, safe: false } });
  });

  test('a tie for largest: the mergemaker chooses among the tied chains only', () => {
    const s = scenario({ chains: { Tower: '1A 2A 1B', Luxor: '4A 5A 5B', American: '3B 3C' } });
    const placed = play(s, { type: 'place', tile: '3A' }).state;
    expect(placed.awaiting).toBe('survivor');
    expect(refusal(placed, { type: 'survivor', chain: 'American' }).code).toBe('survivor/not-largest');
    expect(refusal(placed, { type: 'survivor', chain: 'Nowhere' }).code).toBe('survivor/unknown-chain');
    const s2 = scenario({ chains: { Tower: '1A 2A', Luxor: '4A 5A' } });
    const tied = play(s2, { type: 'place', tile: '3A' }).state;
    expect(tied.awaiting).toBe('survivor');
    const { state } = play(tied, { type: 'survivor', chain: 'Luxor' });
    expect(view(state).chains).toEqual({ Luxor: { size: 5, price: 500, safe: false } });
  });
});

describe('defunct chains, one at a time', () => {
  // Tower 5, Luxor 3, American 3, Worldwide 2, all touching 6E.
  const four = () =>
    scenario({
      players: ['Ann', 'Ben', 'Cal'],
      chains: { Tower: '1E 2E 3E 4E 5E', Luxor: '6D 6C 6B', American: '7E 8E 9E', Worldwide: '6F 6G' },
      shares: { Ann: { Luxor: 2, American: 1, Worldwide: 1 }, Ben: { Luxor: 1, American: 2 }, Cal: { Worldwide: 3 } },
    });

  test('largest first; a size tie in that order is the mergemaker\'s choice', () => {
    const placed = play(four(), { type: 'place', tile: '6E' }).state;
    expect(placed.awaiting).toBe('defunct');
    expect(refusal(placed, { type: 'defunct', chain: 'Worldwide' }).code).toBe('defunct/not-next');
    const { state, events } = play(placed, { type: 'defunct', chain: 'American' });
    expect(eventsOf(events, 'defunctStarted')).toEqual([
      { type: 'defunctStarted', chain: 'American', size: 3, price: 400, byChoice: true },
    ]);
    expect(state.awaiting).toBe('dispose');
  });

  test('a four-chain merger pays each defunct chain at its size before the merger, in order', () => {
    let { state, events } = play(four(), { type: 'place', tile: '6E' }, { type: 'defunct', chain: 'Luxor' });
    // Luxor (cheap, 3 tiles, $300): Ann 2 majority $3,000, Ben 1 minority $1,500.
    expect(eventsOf(events, 'bonus').map((e) => [e.player, e.amount])).toEqual([['Ann', 3000], ['Ben', 1500]]);
    ({ state, events } = play(state, { type: 'dispose', player: 'Ann', sell: 2 }, { type: 'dispose', player: 'Ben', sell: 1 }));
    // American (medium, 3 tiles, $400) comes next, no choice left; Ben 2 majority $4,000, Ann 1 minority $2,000.
    expect(eventsOf(events, 'defunctStarted')[0]).toMatchObject({ chain: 'American', byChoice: false, price: 400 });
    expect(eventsOf(events, 'bonus').map((e) => [e.player, e.amount])).toEqual([['Ben', 4000], ['Ann', 2000]]);
    // While the merger is open every chain in it shows its size before the merger.
    expect(view(state).chains).toMatchObject({ Tower: { size: 5 }, Luxor: { size: 3 }, American: { size: 3 }, Worldwide: { size: 2 } });
    ({ state, events } = play(state, { type: 'dispose', player: 'Ann', sell: 1 }, { type: 'dispose', player: 'Ben', sell: 2 }));
    // Worldwide (medium, 2 tiles, $300): Cal 3 majority $3,000, Ann 1 minority $1,500.
    expect(eventsOf(events, 'bonus').map((e) => [e.player, e.amount])).toEqual([['Cal', 3000], ['Ann', 1500]]);
    ({ state, events } = play(state, { type: 'dispose', player: 'Ann', sell: 1 }, { type: 'dispose', player: 'Cal', sell: 3 }));
    // The survivor takes 5 + 3 + 3 + 2 tiles and the placed tile: 14.
    expect(view(state).chains).toEqual({ Tower: { size: 14, price: 700, safe: true } });
    expect(eventsOf(events, 'mergerCompleted')).toEqual([
      { type: 'mergerCompleted', survivor: 'Tower', size: 14, defunct: ['Luxor', 'American', 'Worldwide'] },
    ]);
    expect(state.awaiting).toBe('buy');
  });

  test('the placed tile counts for no chain during the merger; afterwards the survivor takes it and connected loose tiles', () => {
    const s = scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, loose: '4B 4C', shares: { Ben: { Luxor: 2 } } });
    const placed = play(s, { type: 'place', tile: '4A' });
    expect(view(placed.state).chains).toMatchObject({ Tower: { size: 3 }, Luxor: { size: 2, price: 200 } });
    expect(eventsOf(placed.events, 'bonus')).toMatchObject([{ player: 'Ben', amount: 3000, places: [1, 2] }]);
    const { state } = play(placed.state, { type: 'dispose', player: 'Ben', sell: 2 });
    expect(view(state).chains.Tower!.size).toBe(3 + 2 + 1 + 2);
  });

  test('defunct chains leave the board and can be founded again later', () => {
    const s = scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, loose: '10I' });
    const merged = play(s, { type: 'place', tile: '4A' }, { type: 'endTurn' }).state;
    const { state } = play(merged, { type: 'place', tile: '11I' }, { type: 'found', chain: 'Luxor' });
    expect(view(state).chains.Luxor).toEqual({ size: 2, price: 200, safe: false });
  });
});

describe('disposing of defunct shares', () => {
  // Ben places 4A merging Luxor (2, $200) into Tower (3). Holders of Luxor: Ann 4, Ben 2, Cal 6.
  const merger = (bankTower = 25) =>
    play(
      scenario({
        chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' },
        shares: { Ann: { Luxor: 4, Tower: 25 - bankTower }, Ben: { Luxor: 2 }, Cal: { Luxor: 6 } },
        turn: 2,
      }),
      { type: 'place', tile: '4A' },
    ).state;

  test('holders go from the mergemaker clockwise: Ben, then Cal, then Ann', () => {
    let s = merger();
    expect(view(s).awaitingPlayer).toBe('Ben');
    expect(refusal(s, { type: 'dispose', player: 'Ann' }).code).toBe('dispose/wrong-player');
    s = play(s, { type: 'dispose', player: 'Ben', sell: 2 }).state;
    expect(view(s).awaitingPlayer).toBe('Cal');
    s = play(s, { type: 'dispose', player: ' Cal ', trade: 6 }).state;
    expect(view(s).awaitingPlayer).toBe('Ann');
  });

  test('players without shares of the defunct chain are skipped', () => {
    const s = play(scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Cal: { Luxor: 1 } } }), {
      type: 'place',
      tile: '4A',
    }).state;
    expect(view(s).awaitingPlayer).toBe('Cal');
  });

  test('sell at the defunct chain\'s pre-merger price, trade 2 for 1 survivor share, keep the rest', () => {
    const s = merger();
    const { state, events } = play(s, { type: 'dispose', player: 'Ben', sell: 2 }, { type: 'dispose', player: 'Cal', sell: 1, trade: 4 });
    expect(eventsOf(events, 'disposed')[1]).toEqual({
      type: 'disposed', player: 'Cal', chain: 'Luxor', sell: 1, trade: 4, keep: 1, price: 200,
      amount: 200, survivor: 'Tower', received: 2,
    });
    const cal = view(state).players[2]!;
    // Cal: Luxor majority bonus $2,000 + $200 sale.
    expect(cal.cash).toBe(6000 + 2000 + 200);
    expect(cal.shares).toEqual({ Tower: 2, Luxor: 1 });
    // Sold and traded-in shares return to the bank.
    expect(view(state).bank.Luxor).toBe(25 - 4 - 1);
    expect(view(state).bank.Tower).toBe(23);
  });

  test('kept shares of a defunct chain stay with the player after the merger', () => {
    const s = merger();
    const { state } = play(
      s,
      { type: 'dispose', player: 'Ben' },
      { type: 'dispose', player: 'Cal', sell: 0, trade: 0 },
      { type: 'dispose', player: 'Ann', sell: 4 },
    );
    expect(view(state).chains.Luxor).toBeUndefined();
    expect(view(state).players.map((p) => p.shares)).toEqual([{}, { Luxor: 2 }, { Luxor: 6 }]);
  });

  test('the bonuses: Cal 6 majority $2,000, Ann 4 minority $1,000', () => {
    const s = merger();
    expect(cashOf(s)).toEqual({ Ann: 7000, Ben: 6000, Cal: 8000 });
  });

  test('a disposal can only move shares the holder has, trades come in pairs', () => {
    const s = merger();
    expect(refusal(s, { type: 'dispose', player: 'Ben', sell: 2, trade: 2 }).code).toBe('dispose/more-than-held');
    expect(refusal(s, { type: 'dispose', player: 'Ben', trade: 1 }).code).toBe('dispose/odd-trade');
    expect(refusal(s, { type: 'dispose', player: 'Ben', sell: -1 }).code).toBe('dispose/bad-amount');
    expect(refusal(s, { type: 'dispose', player: 'Ben', sell: 0.5 }).code).toBe('dispose/bad-amount');
  });

  test('trades are capped by the survivor shares the bank has at that moment; earlier players may take them all', () => {
    // The bank holds 3 Tower shares. Ben trades 2 for 1, Cal trades 4 for 2: none left for Ann.
    let s = merger(3);
    s = play(s, { type: 'dispose', player: 'Ben', trade: 2 }).state;
    expect(refusal(s, { type: 'dispose', player: 'Cal', trade: 6 }).code).toBe('dispose/bank-short');
    s = play(s, { type: 'dispose', player: 'Cal', trade: 4 }).state;
    expect(view(s).bank.Tower).toBe(0);
    const r = refusal(s, { type: 'dispose', player: 'Ann', trade: 2 });
    expect(r.code).toBe('dispose/bank-short');
    expect(r.message).toContain('0 shares of Tower');
  });

  test('nothing else may happen while a merger is open', () => {
    const s = merger();
    expect(refusal(s, { type: 'buy', shares: {} }).code).toBe('buy/not-now');
    expect(refusal(s, { type: 'endTurn' }).code).toBe('endTurn/not-now');
    expect(refusal(s, { type: 'place', tile: '9I' }).code).toBe('place/not-now');
    expect(refusal(s, { type: 'declareEnd' }).code).toBe('declareEnd/not-now');
    expect(refusal(s, { type: 'discard', tile: '9I' }).code).toBe('discard/not-now');
    expect(refusal(s, { type: 'trade', with: 'Ann', give: { cash: 1 } }).code).toBe('trade/not-now');
  });
});

describe('the merger preview', () => {
  test('shows the survivor, the defunct chains largest first and what each would pay now', () => {
    const s = scenario({
      chains: { Tower: '1A 2A 3A', Luxor: '5A 6A', Festival: '4B 4C' },
      shares: { Ann: { Luxor: 2 }, Ben: { Luxor: 2 }, Cal: { Festival: 1 } },
    });
    const p = previewPlacement(s, '4A');
    expect(p).toMatchObject({
      effect: 'merge',
      survivorChoices: ['Tower'],
      size: 8,
      chains: [
        { chain: 'Tower', size: 3 },
        { chain: 'Luxor', size: 2, price: 200, bonuses: [{ player: 'Ann', amount: 1500, tiedWith: ['Ben'] }, { player: 'Ben', amount: 1500 }] },
        { chain: 'Festival', size: 2, price: 300, bonuses: [{ player: 'Cal', amount: 4500, places: [1, 2] }] },
      ],
    });
  });
});

describe('a safe chain is never defunct', () => {
  test('a safe chain (11+) merging with a smaller one always survives', () => {
    const s = scenario({ chains: { Luxor: run('1A', 11), Continental: run('1C', 10) } });
    const { state, events } = play(s, { type: 'place', tile: '1B' });
    expect(eventsOf(events, 'defunctStarted').map((e) => e.chain)).toEqual(['Continental']);
    expect(view(state).chains).toEqual({ Luxor: { size: 22, price: 800, safe: true } });
  });
});

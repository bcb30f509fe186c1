// docs/rules.md R23 (buying) and R24 (trades between players).
import { describe, expect, test } from 'vitest';
import { eventsOf, play, refusal, scenario, view } from '../fixtures/scenario.ts';

describe('buying shares', () => {
  const afterPlacing = (spec = {}) =>
    play(scenario({ chains: { Tower: '1A 2A', Continental: '1C 2C 3C 4C 5C 6C' }, ...spec }), { type: 'place', tile: '12I' })
      .state;

  test('up to 3 shares in all, in any mix of chains on the board, at the current price', () => {
    const { state, events } = play(afterPlacing(), { type: 'buy', shares: { Tower: 1, Continental: 2 } });
    // Tower 2 tiles $200; Continental 6 tiles $800.
    expect(eventsOf(events, 'bought')).toEqual([
      { type: 'bought', player: 'Ann', shares: { Tower: 1, Continental: 2 }, cost: 1800 },
    ]);
    expect(view(state).players[0]).toEqual({ name: 'Ann', cash: 4200, shares: { Tower: 1, Continental: 2 } });
    expect(view(state).bank).toMatchObject({ Tower: 24, Continental: 23 });
    expect(state.awaiting).toBe('endTurn');
  });

  test('a 4th share is refused', () => {
    expect(refusal(afterPlacing(), { type: 'buy', shares: { Tower: 4 } }).code).toBe('buy/too-many');
    expect(refusal(afterPlacing(), { type: 'buy', shares: { Tower: 2, Continental: 2 } }).code).toBe('buy/too-many');
  });

  test('only chains on the board sell shares; the one just founded included', () => {
    expect(refusal(afterPlacing(), { type: 'buy', shares: { Luxor: 1 } }).code).toBe('buy/not-on-board');
    expect(refusal(afterPlacing(), { type: 'buy', shares: { Hilton: 1 } }).code).toBe('buy/unknown-chain');
    const founded = play(scenario({ loose: '5E' }), { type: 'place', tile: '5F' }, { type: 'found', chain: 'Festival' }).state;
    const { state } = play(founded, { type: 'buy', shares: { Festival: 3 } });
    expect(view(state).players[0]!.shares).toEqual({ Festival: 4 });
  });

  test('only what the bank has', () => {
    const s = afterPlacing({ shares: { Ben: { Tower: 23 } } });
    expect(refusal(s, { type: 'buy', shares: { Tower: 3 } }).code).toBe('buy/bank-short');
    expect(play(s, { type: 'buy', shares: { Tower: 2 } }).state.bank[0]).toBe(0);
  });

  test('only what the player\'s cash covers: no loans, cash never negative', () => {
    const s = afterPlacing({ cash: { Ann: 1599 } });
    const r = refusal(s, { type: 'buy', shares: { Continental: 2 } });
    expect(r.code).toBe('buy/cash-short');
    expect(r.message).toBe('Ann has $1,599; these shares cost $1,600.');
    expect(play(afterPlacing({ cash: { Ann: 1600 } }), { type: 'buy', shares: { Continental: 2 } }).state.players[0]!.cash).toBe(0);
  });

  test('no buying before placing (or skipping), and once a turn', () => {
    const s = scenario({ chains: { Tower: '1A 2A' } });
    expect(refusal(s, { type: 'buy', shares: { Tower: 1 } }).code).toBe('buy/not-now');
    const bought = play(s, { type: 'skipPlace' }, { type: 'buy', shares: { Tower: 1 } }).state;
    expect(refusal(bought, { type: 'buy', shares: { Tower: 1 } }).code).toBe('buy/not-now');
  });

  test('buying nothing is allowed, and so is ending the turn without buying', () => {
    expect(play(afterPlacing(), { type: 'buy', shares: {} }).state.awaiting).toBe('endTurn');
    expect(play(afterPlacing(), { type: 'buy', shares: { Tower: 0 } }).state.awaiting).toBe('endTurn');
    expect(play(afterPlacing(), { type: 'endTurn' }).state.turn).toBe(2);
  });

  test('counts must be whole numbers', () => {
    expect(refusal(afterPlacing(), { type: 'buy', shares: { Tower: 1.5 } }).code).toBe('buy/bad-amount');
    expect(refusal(afterPlacing(), { type: 'buy', shares: { Tower: -1 } }).code).toBe('buy/bad-amount');
  });
});

describe('trades between players (option playerTrades, on by default)', () => {
  const s = () => scenario({ chains: { Tower: '1A 2A' }, shares: { Ann: { Tower: 3, Luxor: 2 }, Ben: { Imperial: 1 } } });

  test('before placing, the current player trades shares and cash with another player', () => {
    const { state, events } = play(s(), { type: 'trade', with: 'Ben', give: { shares: { Tower: 2 } }, get: { cash: 900, shares: { Imperial: 1 } } });
    expect(view(state).players.slice(0, 2)).toEqual([
      { name: 'Ann', cash: 6900, shares: { Tower: 1, Luxor: 2, Imperial: 1 } },
      { name: 'Ben', cash: 5100, shares: { Tower: 2 } },
    ]);
    expect(eventsOf(events, 'tradedBetweenPlayers')).toHaveLength(1);
    expect(state.awaiting).toBe('place');
  });

  test('shares of chains off the board may be traded', () => {
    const { state } = play(s(), { type: 'trade', with: 'Cal', give: { shares: { Luxor: 2 } }, get: { cash: 100 } });
    expect(view(state).players[2]!.shares).toEqual({ Luxor: 2 });
  });

  test('both sides must own what they give', () => {
    expect(refusal(s(), { type: 'trade', with: 'Ben', give: { shares: { Tower: 4 } } }).code).toBe('trade/not-owned');
    expect(refusal(s(), { type: 'trade', with: 'Ben', get: { shares: { Imperial: 2 } } }).code).toBe('trade/not-owned');
    expect(refusal(s(), { type: 'trade', with: 'Ben', get: { cash: 6001 } }).code).toBe('trade/not-owned');
  });

  test('a trade must move something, with another player, and only before placing', () => {
    expect(refusal(s(), { type: 'trade', with: 'Ben' }).code).toBe('trade/nothing');
    expect(refusal(s(), { type: 'trade', with: 'Ann', give: { cash: 5 } }).code).toBe('trade/with-self');
    expect(refusal(s(), { type: 'trade', with: 'Zed', give: { cash: 5 } }).code).toBe('trade/unknown-player');
    expect(refusal(s(), { type: 'trade', with: 'ben', give: { cash: 5 } }).code).toBe('trade/unknown-player');
    expect(refusal(s(), { type: 'trade', with: 'Ben', give: { shares: { Hilton: 1 } } }).code).toBe('trade/unknown-chain');
    expect(refusal(s(), { type: 'trade', with: 'Ben', give: { cash: -5 } }).code).toBe('trade/bad-amount');
    const placed = play(s(), { type: 'place', tile: '9I' }).state;
    expect(refusal(placed, { type: 'trade', with: 'Ben', give: { cash: 5 } }).code).toBe('trade/not-now');
  });

  test('with the option off, trades are refused', () => {
    const off = scenario({ rules: { playerTrades: false } });
    expect(refusal(off, { type: 'trade', with: 'Ben', give: { cash: 5 } }).code).toBe('trade/off');
  });
});

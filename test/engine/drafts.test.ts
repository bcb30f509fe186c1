// Drafts brought within what the engine accepts now (docs/decisions.md 50; buying R23, trades R24, disposal R22).
import { describe, expect, test } from 'vitest';
import { apply, fitBuy, fitDisposal, fitTradeSide } from '../../src/engine/index.ts';
import { play, scenario } from '../fixtures/scenario.ts';

describe('a buy being chosen, fitted to the turn now', () => {
  const buying = (spec = {}) => play(scenario({ chains: { Tower: '1A 2A', Continental: '1C 2C 3C 4C 5C 6C' }, ...spec }), { type: 'place', tile: '12I' }).state;

  test('a chain no longer on the board is dropped (undo took back its founding): the rest stays', () => {
    expect(fitBuy(buying(), { Luxor: 2, Tower: 1 })).toEqual({ Tower: 1 });
  });

  test('over the turn limit, the bank or the cash: cut in edition order, and the result is a buy the engine takes', () => {
    // Ann has $1,000: Tower ($200) 2 → $400; Continental ($800) wants 2 but the $600 left buys none.
    const s = buying({ cash: { Ann: 1000 } });
    const fitted = fitBuy(s, { Tower: 2, Continental: 2 });
    expect(fitted).toEqual({ Tower: 2 });
    expect(apply(s, { type: 'buy', shares: fitted }).ok).toBe(true);
    // 3 of 3: Tower 3 fills the turn; Continental's 1 is over the limit of 3 a turn.
    expect(fitBuy(buying(), { Tower: 3, Continental: 1 })).toEqual({ Tower: 3 });
    // The bank holds 1 Tower (24 with Ben): 2 asked, 1 kept.
    expect(fitBuy(buying({ shares: { Ben: { Tower: 24 } } }), { Tower: 2 })).toEqual({ Tower: 1 });
  });

  test('not at the buy: nothing is chosen; a typed mess (negative, fraction, NaN) counts as nothing or its whole part', () => {
    expect(fitBuy(scenario({ chains: { Tower: '1A 2A' } }), { Tower: 1 })).toEqual({});
    expect(fitBuy(buying(), { Tower: -1, Continental: Number.NaN })).toEqual({});
    expect(fitBuy(buying(), { Tower: 1.7 })).toEqual({ Tower: 1 });
  });
});

describe('a trade side, fitted to what the player has now', () => {
  test("cash over what the player has is cut to it; shares over the holding to the holding; an unknown chain dropped", () => {
    const s = scenario({ chains: { Tower: '1A 2A' }, shares: { Ben: { Tower: 2 } }, cash: { Ben: 300 } });
    expect(fitTradeSide(s, 'Ben', { cash: 500, Tower: 3, Nowhere: 1 }, true)).toEqual({ cash: 300, Tower: 2 });
    expect(fitTradeSide(s, 'Ann', { Tower: 1 }, true)).toEqual({});
    expect(fitTradeSide(s, 'Zed', { cash: 1 }, true)).toEqual({});
  });

  test('closed holdings, the table\'s view: shares are cut to those outside the bank (public), never to a holding', () => {
    // Ben holds 2 Tower, the bank 23: 2 are outside it. Ann's 1 Tower stays asked (the engine refuses it, in words).
    const s = scenario({ chains: { Tower: '1A 2A' }, shares: { Ben: { Tower: 2 } } });
    expect(fitTradeSide(s, 'Ann', { Tower: 1 }, false)).toEqual({ Tower: 1 });
    expect(fitTradeSide(s, 'Ben', { Tower: 5 }, false)).toEqual({ Tower: 2 });
  });
});

describe('a disposal, fitted to the holder waiting now', () => {
  test('Ben holds 5 Luxor: trade 6 → 4 (pairs within 5), then sell at most the 1 left', () => {
    // Tower (3 tiles) takes over Luxor (2 tiles) at 3B... built as a merger waiting for Ben's disposal.
    const s = play(
      scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ben: { Luxor: 5 }, Ann: { Tower: 1 } } }),
      { type: 'place', tile: '4A' },
    ).state;
    expect(s.awaiting).toBe('dispose');
    expect(fitDisposal(s, 3, 6)).toEqual({ sell: 1, trade: 4 });
    expect(fitDisposal(s, 2, 3)).toEqual({ sell: 2, trade: 2 });
    expect(fitDisposal(scenario(), 2, 2)).toEqual({ sell: 0, trade: 0 });
  });
});

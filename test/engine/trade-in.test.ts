// docs/rules.md R22: defunct shares trade in two for one, only as far as the bank has survivor shares.
import { describe, expect, test } from 'vitest';
import { disposalLimits, disposalQueue, maxTradeIn, survivorSharesFor, TRADE_IN_RATIO } from '../../src/engine/index.ts';
import { play, refusal, scenario } from '../fixtures/scenario.ts';

describe('trading defunct shares into the survivor', () => {
  test('two defunct shares bring one survivor share', () => {
    expect(TRADE_IN_RATIO).toBe(2);
    expect(survivorSharesFor(6)).toBe(3);
  });

  test('the most a holder can trade in: an even count, within holdings and twice the bank', () => {
    expect(maxTradeIn(7, 10)).toBe(6); // 7 held → 6 is the largest even count; the bank has plenty
    expect(maxTradeIn(7, 2)).toBe(4); // the bank's 2 survivor shares take 2 × 2 = 4
    expect(maxTradeIn(1, 5)).toBe(0); // one share cannot pair
    expect(maxTradeIn(8, 0)).toBe(0); // an empty bank takes none
  });

  test('the disposal limit offered is the limit the engine accepts', () => {
    // Tower 3 survives Luxor 2; Ann holds 7 Luxor and 23 Tower, so the bank has 25 - 23 = 2 Tower: at most 4 go in.
    const s = play(scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ann: { Luxor: 7, Tower: 23 } } }), { type: 'place', tile: '4A' }).state;
    expect(refusal(s, { type: 'dispose', player: 'Ann', trade: 6 }).code).toBe('dispose/bank-short');
    const after = play(s, { type: 'dispose', player: 'Ann', trade: 4 }).state;
    expect(after.players[0]!.shares.slice(0, 2)).toEqual([23 + 2, 7 - 4]);
  });
});

describe("a holder's disposal as it is being chosen", () => {
  // Tower 3 survives Luxor 2. Ann, the only Luxor holder, holds 7 Luxor and 23 Tower, so the bank has 2 Tower.
  const s = play(scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ann: { Luxor: 7, Tower: 23 } } }), { type: 'place', tile: '4A' }).state;

  test('selling 2 Luxor: 7 more may be sold, 4 traded (5 left, the bank takes 4), 5 kept, cash 9,000 + 400', () => {
    // Cash before: 6,000 start + Luxor's majority 2,000 and minority 1,000 (sole holder takes both) = 9,000.
    // Luxor at 2 tiles is $200 a share: 2 sold = $400.
    expect(disposalLimits(s, 2, 0)).toEqual({ sellMost: 7, tradeMost: 4, keep: 5, amount: 400, received: 0, cashAfter: 9400 });
  });

  test('trading 4 in: 3 may still be sold, 2 Tower come back, 3 kept', () => {
    expect(disposalLimits(s, 0, 4)).toEqual({ sellMost: 3, tradeMost: 4, keep: 3, amount: 0, received: 2, cashAfter: 9000 });
  });

  test('selling 4 leaves 3, so only one pair may be traded', () => {
    expect(disposalLimits(s, 4, 0)?.tradeMost).toBe(2);
  });

  test('no disposal waiting, no limits', () => {
    expect(disposalLimits(play(s, { type: 'dispose', player: 'Ann', sell: 7 }).state, 0, 0)).toBeNull();
  });
});

describe('the holders a disposal waits for', () => {
  test('the placer first, then round the table, each with what they hold; none once all are done', () => {
    // Cal places 4A: Tower (3) survives Luxor (2). Luxor's holders from Cal round the table: Cal 2, Ann 1 (Ben none).
    const s = play(scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ann: { Luxor: 1 }, Cal: { Luxor: 2 } }, turn: 3 }), { type: 'place', tile: '4A' }).state;
    expect(disposalQueue(s)).toEqual([{ player: 'Cal', held: 2 }, { player: 'Ann', held: 1 }]);
    const next = play(s, { type: 'dispose', player: 'Cal', sell: 2 }).state;
    expect(disposalQueue(next)).toEqual([{ player: 'Ann', held: 1 }]);
    expect(disposalQueue(play(next, { type: 'dispose', player: 'Ann' }).state)).toEqual([]);
  });
});


// Every refusal code: a refused action is explained in plain words and changes nothing.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { REFUSAL_CODES, dollars, grouped, type Action, type GameState } from '../../src/engine/index.ts';
import { play, refusal, run, scenario } from '../fixtures/scenario.ts';

const basic = () => scenario({ chains: { Tower: '1A 2A', Luxor: '4A 5A' }, shares: { Ann: { Tower: 2 }, Ben: { Luxor: 3 } } });
const placed = () => play(basic(), { type: 'place', tile: '12I' }).state;
const founding = () => play(scenario({ chains: { Tower: '1A 2A' }, loose: '5E' }), { type: 'place', tile: '5F' }).state;
const tie = () => play(scenario({ chains: { Tower: '1A 2A', Luxor: '4A 5A' } }), { type: 'place', tile: '3A' }).state;
const defunctTie = () =>
  play(scenario({ chains: { Tower: '1E 2E 3E 4E 5E', Luxor: '6D 6C', American: '7E 8E' } }), { type: 'place', tile: '6E' }).state;
const disposing = () => play(basic(), { type: 'place', tile: '3A' }, { type: 'survivor', chain: 'Tower' }).state;
const market = () =>
  play(scenario({ players: ['Ann', 'Ben'], chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ben: { Luxor: 1 } } }), {
    type: 'place',
    tile: '4A',
  }).state;
const safe = () => scenario({ chains: { Tower: run('1A', 11), Luxor: run('1C', 11) } });
const ended = () => play(safe(), { type: 'declareEnd' }, { type: 'skipPlace' }, { type: 'endTurn' }).state;
const sevenChains = () =>
  scenario({
    chains: { Tower: '1A 2A', Luxor: '4A 5A', American: '7A 8A', Worldwide: '10A 11A', Festival: '1C 2C', Imperial: '4C 5C', Continental: '7C 8C' },
    loose: '1I',
  });

const CASES: Record<(typeof REFUSAL_CODES)[number], [() => GameState, Action]> = {
  'game/ended': [ended, { type: 'place', tile: '12I' }],
  'trade/not-now': [placed, { type: 'trade', with: 'Ben', give: { cash: 1 } }],
  'trade/off': [() => scenario({ rules: { playerTrades: false } }), { type: 'trade', with: 'Ben', give: { cash: 1 } }],
  'trade/unknown-player': [basic, { type: 'trade', with: 'Nobody', give: { cash: 1 } }],
  'trade/with-self': [basic, { type: 'trade', with: 'Ann', give: { cash: 1 } }],
  'trade/unknown-chain': [basic, { type: 'trade', with: 'Ben', get: { shares: { Ritz: 1 } } }],
  'trade/bad-amount': [basic, { type: 'trade', with: 'Ben', give: { cash: 0.5 } }],
  'trade/nothing': [basic, { type: 'trade', with: 'Ben', give: { cash: 0 } }],
  'trade/not-owned': [basic, { type: 'trade', with: 'Ben', get: { shares: { Luxor: 4 } } }],
  'place/not-now': [placed, { type: 'place', tile: '11I' }],
  'place/not-a-tile': [basic, { type: 'place', tile: 'Q99' }],
  'place/occupied': [basic, { type: 'place', tile: '1A' }],
  'place/dead-tile': [() => play(safe(), { type: 'discard', tile: '5B' }).state, { type: 'place', tile: '5B' }],
  'place/no-chain-left': [sevenChains, { type: 'place', tile: '2I' }],
  'place/would-merge-safe-chains': [safe, { type: 'place', tile: '5B' }],
  'skipPlace/not-now': [placed, { type: 'skipPlace' }],
  'discard/not-now': [founding, { type: 'discard', tile: '12I' }],
  'discard/not-a-tile': [safe, { type: 'discard', tile: 'ZZ' }],
  'discard/on-board': [safe, { type: 'discard', tile: '1A' }],
  'discard/already-discarded': [() => play(safe(), { type: 'discard', tile: '5B' }).state, { type: 'discard', tile: '5B' }],
  'discard/playable': [basic, { type: 'discard', tile: '12I' }],
  'found/not-now': [basic, { type: 'found', chain: 'Festival' }],
  'found/unknown-chain': [founding, { type: 'found', chain: 'Ritz' }],
  'found/on-board': [founding, { type: 'found', chain: 'Tower' }],
  'survivor/not-now': [basic, { type: 'survivor', chain: 'Tower' }],
  'survivor/unknown-chain': [tie, { type: 'survivor', chain: 'Ritz' }],
  'survivor/not-largest': [
    () => play(scenario({ chains: { Tower: '1A 2A 1B', Luxor: '4A 5A 5B', American: '3B 3C' } }), { type: 'place', tile: '3A' }).state,
    { type: 'survivor', chain: 'American' },
  ],
  'defunct/not-now': [tie, { type: 'defunct', chain: 'Tower' }],
  'defunct/unknown-chain': [defunctTie, { type: 'defunct', chain: 'Ritz' }],
  'defunct/not-next': [defunctTie, { type: 'defunct', chain: 'Tower' }],
  'market/not-now': [basic, { type: 'market', shares: 5 }],
  'market/out-of-range': [market, { type: 'market', shares: 0 }],
  'dispose/not-now': [basic, { type: 'dispose', player: 'Ann' }],
  'dispose/wrong-player': [disposing, { type: 'dispose', player: 'Cal' }],
  'dispose/bad-amount': [disposing, { type: 'dispose', player: 'Ben', sell: -2 }],
  'dispose/more-than-held': [disposing, { type: 'dispose', player: 'Ben', sell: 4 }],
  'dispose/odd-trade': [disposing, { type: 'dispose', player: 'Ben', trade: 3 }],
  'dispose/bank-short': [
    () =>
      play(scenario({ chains: { Tower: '1A 2A', Luxor: '4A 5A' }, shares: { Ann: { Tower: 25 }, Ben: { Luxor: 2 } } }), { type: 'place', tile: '3A' }, { type: 'survivor', chain: 'Tower' }).state,
    { type: 'dispose', player: 'Ben', trade: 2 },
  ],
  'buy/not-now': [basic, { type: 'buy', shares: { Tower: 1 } }],
  'buy/unknown-chain': [placed, { type: 'buy', shares: { Ritz: 1 } }],
  'buy/not-on-board': [placed, { type: 'buy', shares: { Festival: 1 } }],
  'buy/bad-amount': [placed, { type: 'buy', shares: { Tower: 0.5 } }],
  'buy/too-many': [placed, { type: 'buy', shares: { Tower: 2, Luxor: 2 } }],
  'buy/bank-short': [() => play(scenario({ chains: { Tower: '1A 2A' }, shares: { Ben: { Tower: 25 } } }), { type: 'skipPlace' }).state, { type: 'buy', shares: { Tower: 1 } }],
  'buy/cash-short': [() => play(scenario({ chains: { Tower: '1A 2A' }, cash: { Ann: 199 } }), { type: 'skipPlace' }).state, { type: 'buy', shares: { Tower: 1 } }],
  'declareEnd/not-now': [disposing, { type: 'declareEnd' }],
  'declareEnd/already': [() => play(safe(), { type: 'declareEnd' }).state, { type: 'declareEnd' }],
  'declareEnd/no-end-condition': [basic, { type: 'declareEnd' }],
  'endTurn/not-now': [basic, { type: 'endTurn' }],
};

describe('every refusal code', () => {
  test('has a case here', () => {
    expect(Object.keys(CASES).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  test.each(Object.entries(CASES))('%s: refused with a plain reason, nothing changed', (code, [make, action]) => {
    const r = refusal(make(), action);
    expect(r.code).toBe(code);
    expect(r.message.length).toBeGreaterThan(10);
    expect(r.message).toMatch(/^[A-Z0-9"$]/);
  });
});

describe('amounts in words', () => {
  test('dollars and counts are grouped in threes, as the banker writes them', () => {
    // By hand: 0, 999, 1 000, 6 000 (a founder's bonus), 100 001 entries, 9 007 199 254 740 991 (the largest safe integer).
    expect([0, 999, 1000, 6000, 100_001, -1200, Number.MAX_SAFE_INTEGER].map(grouped)).toEqual(['0', '999', '1,000', '6,000', '100,001', '-1,200', '9,007,199,254,740,991']);
    expect(dollars(12_300)).toBe('$12,300');
  });

  test('grouping by hand says what the browser would, for any whole number', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => grouped(n) === n.toLocaleString('en-US')), { numRuns: 5000 });
  });
});

// docs/rules.md R8-R15: placing a tile.
import { describe, expect, test } from 'vitest';
import { previewPlacement } from '../../src/engine/index.ts';
import { eventsOf, play, refusal, run, scenario, view } from '../fixtures/scenario.ts';

describe('placing a tile', () => {
  test('an orphan tile (no neighbour) changes nothing but the board; the player may then buy', () => {
    const { state } = play(scenario({ loose: '1A' }), { type: 'place', tile: '5E' });
    expect(view(state).chains).toEqual({});
    expect(view(state).board.placed).toBe(2);
    expect(state.awaiting).toBe('buy');
  });

  test('a tile next to unincorporated tiles founds a chain of the placed tile and every connected unincorporated tile', () => {
    const s = scenario({ loose: '1A 2A 3A 3B 9I' });
    const placed = play(s, { type: 'place', tile: '4A' });
    expect(placed.state.awaiting).toBe('found');
    const { state, events } = play(placed.state, { type: 'found', chain: 'Luxor' });
    expect(view(state).chains).toEqual({ Luxor: { size: 5, price: 500, safe: false } });
    expect(eventsOf(events, 'founderShare')).toEqual([{ type: 'founderShare', player: 'Ann', chain: 'Luxor' }]);
    expect(view(state).players[0]!.shares).toEqual({ Luxor: 1 });
    expect(view(state).bank.Luxor).toBe(24);
    expect(state.awaiting).toBe('buy');
  });

  test('the founder may pick any chain not on the board; a chain on the board is refused', () => {
    const s = play(scenario({ chains: { Tower: '1A 2A' }, loose: '5E' }), { type: 'place', tile: '5F' }).state;
    expect(refusal(s, { type: 'found', chain: 'Tower' }).code).toBe('found/on-board');
    expect(refusal(s, { type: 'found', chain: 'Hilton' }).code).toBe('found/unknown-chain');
    expect(play(s, { type: 'found', chain: 'Continental' }).state.sizes[6]).toBe(2);
  });

  test('founding with no share left in the bank gives the founder nothing by default', () => {
    // Ann kept all 25 Tower shares when Tower went defunct earlier.
    const s = scenario({ loose: '5E', shares: { Ann: { Tower: 25 } } });
    const { state, events } = play(s, { type: 'place', tile: '5F' }, { type: 'found', chain: 'Tower' });
    expect(state.players[0]!.cash).toBe(6000);
    expect(state.players[0]!.shares[0]).toBe(25);
    expect(eventsOf(events, 'founderShare')).toEqual([]);
    expect(eventsOf(events, 'founderCash')).toEqual([]);
  });

  test('option founderCashWhenNoShares: with no share left the founder is paid one share at the new size', () => {
    const s = scenario({ loose: '5E 5D', shares: { Ann: { Imperial: 25 } }, rules: { founderCashWhenNoShares: true } });
    const { state, events } = play(s, { type: 'place', tile: '5F' }, { type: 'found', chain: 'Imperial' });
    // Imperial (expensive) at 3 tiles: $500.
    expect(state.players[0]!.cash).toBe(6500);
    expect(eventsOf(events, 'founderCash')).toEqual([{ type: 'founderCash', player: 'Ann', chain: 'Imperial', amount: 500 }]);
  });

  test('option founderCashWhenNoShares changes nothing while the bank has a share', () => {
    const s = scenario({ loose: '5E', rules: { founderCashWhenNoShares: true } });
    const { state } = play(s, { type: 'place', tile: '5F' }, { type: 'found', chain: 'Tower' });
    expect(state.players[0]!.cash).toBe(6000);
    expect(state.players[0]!.shares[0]).toBe(1);
  });

  test('a tile next to one chain grows it by the tile and every unincorporated tile connected through it', () => {
    const s = scenario({ chains: { Tower: '1A 2A' }, loose: '4A 4B 4C 9I' });
    const { state, events } = play(s, { type: 'place', tile: '3A' });
    expect(view(state).chains.Tower).toEqual({ size: 6, price: 600, safe: false });
    expect(eventsOf(events, 'grew')).toEqual([{ type: 'grew', chain: 'Tower', size: 6 }]);
    expect(state.awaiting).toBe('buy');
  });

  test('a tile on an occupied space or a name that is no tile is refused', () => {
    const s = scenario({ loose: '1A' });
    expect(refusal(s, { type: 'place', tile: '1A' }).code).toBe('place/occupied');
    expect(refusal(s, { type: 'place', tile: '13A' }).code).toBe('place/not-a-tile');
  });

  test('a tile that would found an 8th chain is refused, and becomes playable after a merger frees a chain', () => {
    const chains = {
      Tower: '1A 2A', Luxor: '4A 5A', American: '7A 8A', Worldwide: '10A 11A',
      Festival: '1C 2C', Imperial: '4C 5C', Continental: '7C 8C',
    };
    const s = scenario({ chains, loose: '1I' });
    const r = refusal(s, { type: 'place', tile: '2I' });
    expect(r.code).toBe('place/no-chain-left');
    expect(previewPlacement(s, '2I')).toMatchObject({ effect: 'illegal', code: 'place/no-chain-left' });
    // 3A merges Tower and Luxor (a size tie: Ann picks Tower); Luxor leaves the board.
    const merged = play(s, { type: 'place', tile: '3A' }, { type: 'survivor', chain: 'Tower' }, { type: 'endTurn' }).state;
    expect(previewPlacement(merged, '2I').effect).toBe('found');
  });

  test('a tile that would merge two safe chains is dead: refused, permanently', () => {
    const s = scenario({ chains: { Tower: run('1A', 11), Luxor: run('1C', 11) } });
    const r = refusal(s, { type: 'place', tile: '5B' });
    expect(r.code).toBe('place/would-merge-safe-chains');
    expect(r.message).toContain('Tower and Luxor');
  });

  test('a tile merging one safe chain with an unsafe one is legal; the safe chain survives', () => {
    const s = scenario({ chains: { Tower: run('1A', 11), Luxor: run('1C', 10) } });
    const { state } = play(s, { type: 'place', tile: '5B' });
    expect(view(state).chains.Tower!.size).toBe(22);
    expect(view(state).chains.Luxor).toBeUndefined();
  });

  test('a player with no playable tile skips placement and may still buy', () => {
    const s = scenario({ chains: { Tower: '1A 2A' } });
    const { state } = play(s, { type: 'skipPlace' }, { type: 'buy', shares: { Tower: 2 } }, { type: 'endTurn' });
    expect(state.players[0]!.shares[0]).toBe(2);
    expect(state.turn).toBe(2);
  });

  test('a dead tile may be set aside: it is listed as dead and never reaches the board', () => {
    const s = scenario({ chains: { Tower: run('1A', 11), Luxor: run('1C', 11) } });
    const { state, events } = play(s, { type: 'discard', tile: '5b' });
    expect(view(state).board.dead).toEqual(['5B']);
    expect(view(state).board.placed).toBe(22);
    expect(eventsOf(events, 'discarded')).toEqual([{ type: 'discarded', player: 'Ann', tile: '5B' }]);
    expect(state.awaiting).toBe('place');
    expect(refusal(state, { type: 'place', tile: '5B' }).code).toBe('place/dead-tile');
    expect(refusal(state, { type: 'discard', tile: '5B' }).code).toBe('discard/already-discarded');
  });

  test('only a dead tile may be set aside', () => {
    const s = scenario({ chains: { Tower: run('1A', 11), Luxor: run('1C', 10) }, loose: '12I' });
    expect(refusal(s, { type: 'discard', tile: '5B' }).code).toBe('discard/playable');
    expect(refusal(s, { type: 'discard', tile: '12I' }).code).toBe('discard/on-board');
    expect(refusal(s, { type: 'discard', tile: 'Z9' }).code).toBe('discard/not-a-tile');
  });
});

describe('the Avalon Hill board examples', () => {
  // Continental 6 tiles, Imperial 3, Worldwide 3; an unincorporated tile at 1H.
  const board = () =>
    scenario({
      chains: { Continental: '5E 6E 7E 8E 6D 6F', Imperial: '10E 10D 11D', Worldwide: '10B 11B 12B' },
      loose: '1H',
      shares: { Ann: { Imperial: 2, Worldwide: 1 }, Ben: { Imperial: 1, Worldwide: 3 } },
    });

  test('1G will found a new hotel chain', () => {
    expect(previewPlacement(board(), '1G')).toMatchObject({ effect: 'found', size: 2 });
  });

  test('4E will grow the Continental hotel chain', () => {
    expect(previewPlacement(board(), '4E')).toMatchObject({ effect: 'grow', chain: 'Continental', size: 7 });
    expect(play(board(), { type: 'place', tile: '4E' }).state.sizes[6]).toBe(7);
  });

  test('9E will merge Continental and Imperial: Continental, the larger, acquires Imperial', () => {
    const { state, events } = play(board(), { type: 'place', tile: '9E' });
    expect(eventsOf(events, 'survivorChosen')).toEqual([{ type: 'survivorChosen', chain: 'Continental', byChoice: false }]);
    expect(state.awaiting).toBe('dispose');
    const done = play(state, { type: 'dispose', player: 'Ann', sell: 2 }, { type: 'dispose', player: 'Ben', sell: 1 }).state;
    expect(view(done).chains.Continental!.size).toBe(10);
    expect(view(done).chains.Imperial).toBeUndefined();
  });

  test('10C will merge Worldwide and Imperial: equal sizes, so the player placing the tile chooses', () => {
    const { state } = play(board(), { type: 'place', tile: '10C' });
    expect(state.awaiting).toBe('survivor');
    expect(previewPlacement(board(), '10C')).toMatchObject({ effect: 'merge', survivorChoices: ['Worldwide', 'Imperial'] });
    const chosen = play(state, { type: 'survivor', chain: 'Imperial' }).state;
    expect(chosen.awaiting).toBe('dispose');
  });

  test('4A and 6H will not affect any hotel chain', () => {
    expect(previewPlacement(board(), '4A').effect).toBe('orphan');
    expect(previewPlacement(board(), '6H').effect).toBe('orphan');
  });
});

/**
 * Property tests: thousands of random complete games, checked after every action (issue #2 "Must show").
 * MERGEMAKER_GAMES sets the count (1,000 in `npm test`, 100,000 in `npm run test:long`).
 */
import { deepStrictEqual } from 'node:assert';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { step } from '../../src/engine/apply.ts';
import { cloneState } from '../../src/engine/game.ts';
import {
  parseRecord,
  replay,
  serializeRecord,
  undo,
  type Action,
  type GameState,
} from '../../src/engine/index.ts';
import { stateViolations, stepViolations } from '../fixtures/invariants.ts';
import { randomGame, rng } from '../fixtures/random-game.ts';

const GAMES = Number(process.env.MERGEMAKER_GAMES ?? 1000);

/** Actions that are usually refused, to check a refusal changes nothing. */
function probe(r: () => number, s: GameState): Action {
  const name = s.players[Math.floor(r() * s.players.length)]!.name;
  const probes: Action[] = [
    { type: 'place', tile: `${1 + Math.floor(r() * 12)}${'ABCDEFGHI'[Math.floor(r() * 9)]}` },
    { type: 'buy', shares: { Tower: 4 } },
    { type: 'buy', shares: { Continental: 1, Imperial: 1, American: 1, Worldwide: 1 } },
    { type: 'dispose', player: name, sell: 30 },
    { type: 'dispose', player: name, trade: 3 },
    { type: 'found', chain: 'Tower' },
    { type: 'survivor', chain: 'Luxor' },
    { type: 'market', shares: 13 },
    { type: 'declareEnd' },
    { type: 'endTurn' },
    { type: 'discard', tile: '1A' },
    { type: 'trade', with: name, give: { cash: 1_000_000 } },
  ];
  return probes[Math.floor(r() * probes.length)]!;
}

describe(`${GAMES} random complete games`, () => {
  test('every state holds the invariants; replay, undo and the record agree with play', () => {
    let ended = 0;
    let actions = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const r = rng(seed ^ 0x5eed);
        const states: GameState[] = [];
        const game = randomGame(seed, {
          onStep(before, _action, result) {
            if (states.length === 0) states.push(before);
            states.push(result.state);
            const problems = [...stateViolations(result.state), ...stepViolations(before, result.state, result.events)];
            if (problems.length > 0) throw new Error(`seed ${seed}, action ${states.length - 2}: ${problems.join('; ')}`);
            if (r() < 0.05) {
              const snapshot = cloneState(result.state);
              const draft = cloneState(result.state);
              if (step(draft, probe(r, result.state), []) !== null) deepStrictEqual(draft, snapshot);
            }
          },
        });
        if (game.ended) ended++;
        actions += game.record.actions.length;
        const { record, state } = game;
        // replay(record) equals the state built action by action.
        const replayed = replay(record);
        expect(replayed.error).toBeNull();
        deepStrictEqual(replayed.state, state);
        // serialize → parse round-trips.
        const parsed = parseRecord(serializeRecord(record));
        expect(parsed.ok).toBe(true);
        if (parsed.ok) deepStrictEqual(parsed.record, record);
        // undo equals replay without the last action, at a few points of the game.
        for (let k = 0; k < 3 && record.actions.length > 0; k++) {
          const n = 1 + Math.floor(r() * record.actions.length);
          const prefix = { ...record, actions: record.actions.slice(0, n) };
          deepStrictEqual(replay(undo(prefix)).state, states[n - 1]);
        }
      }),
      { numRuns: GAMES, seed: 20261122 },
    );
    // The generator must really play whole games, not stop early.
    expect(ended).toBeGreaterThan(GAMES * 0.95);
    expect(actions / GAMES).toBeGreaterThan(100);
  });
});

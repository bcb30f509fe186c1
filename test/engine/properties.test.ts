/**
 * Property tests: thousands of random complete games, checked after every action. fast-check generates every
 * choice of a game (a list of numbers the generator reads one per choice; the game stops where the list ends), so a
 * failing game shrinks to the shortest list, that is the fewest moves, that still fails.
 * MERGEMAKER_GAMES sets the count (1,000 in `npm test`, 100,000 in `npm run test:long`).
 */
import { deepStrictEqual } from 'node:assert';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { step } from '../../src/engine/apply.ts';
import { cloneState } from '../../src/engine/game.ts';
import {
  apply,
  previewPlacement,
  type GameEvent,
  parseRecord,
  replay,
  replayByAction,
  serializeRecord,
  undo,
  type Action,
  type GameState,
} from '../../src/engine/index.ts';
import { stateViolations, stepViolations } from '../fixtures/invariants.ts';
import { listedChoices, randomGame, rng } from '../fixtures/random-game.ts';

const GAMES = Number(process.env.MERGEMAKER_GAMES ?? 1000);
/** Games per test: long runs are split so each test reports on its own and stays well inside the timeout. */
const CHUNK = 1000;
/**
 * The choices of one game. A whole game reads 661 (median) to 887 (most, over 300 seeds) of them, so a list of
 * 1,000 to 1,200 plays it to its end. Shrinking first tries the list's beginnings, shortest first (the game stops
 * where its list ends: fewer moves), then each choice made 0 (the first option), keeping what still fails.
 */
class ChoiceList extends fc.Arbitrary<number[]> {
  generate(mrng: fc.Random): fc.Value<number[]> {
    const length = mrng.nextInt(1000, 1200);
    return new fc.Value(Array.from({ length }, () => mrng.nextInt(0, 0xffffffff)), undefined);
  }

  canShrinkWithoutContext(value: unknown): value is number[] {
    return Array.isArray(value) && value.every((v) => Number.isInteger(v));
  }

  shrink(value: number[]): fc.Stream<fc.Value<number[]>> {
    const prefixes = fc
      .integer({ min: 0, max: value.length })
      .shrink(value.length, undefined)
      .map((n) => new fc.Value(value.slice(0, n.value), undefined));
    function* zeroed() {
      for (let i = 0; i < value.length; i++) if (value[i] !== 0) yield new fc.Value(value.map((v, k) => (k === i ? 0 : v)), undefined);
    }
    return prefixes.join(fc.stream(zeroed()));
  }
}
const CHOICES = new ChoiceList();
const CHUNKS = Array.from({ length: Math.ceil(GAMES / CHUNK) }, (_, i) => ({ index: i, games: Math.min(CHUNK, GAMES - i * CHUNK) }));

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

/** Checks a placement did what its preview said; returns the survivor's promised size for a merger. */
function checkPreview(before: GameState, tile: string, after: GameState, events: GameEvent[]): number | null {
  const p = previewPlacement(before, tile);
  switch (p.effect) {
    case 'illegal':
      throw new Error(`preview called ${tile} illegal but it was accepted`);
    case 'orphan':
      expect(after.awaiting).toBe('buy');
      expect(after.sizes).toEqual(before.sizes);
      return null;
    case 'found':
      expect(after.awaiting).toBe('found');
      return null;
    case 'grow':
      expect(events.find((e) => e.type === 'grew')).toEqual({ type: 'grew', chain: p.chain, size: p.size });
      return null;
    case 'merge': {
      const started = events.find((e) => e.type === 'mergerStarted');
      expect(started && started.type === 'mergerStarted' && started.chains.slice().sort()).toEqual(p.chains.map((c) => c.chain).sort());
      const chosen = events.find((e) => e.type === 'survivorChosen');
      if (p.survivorChoices.length === 1) expect(chosen).toMatchObject({ chain: p.survivorChoices[0] });
      else expect(after.awaiting).toBe('survivor');
      return p.size;
    }
  }
}

describe(`${GAMES} random complete games`, () => {
  test.for(CHUNKS.map((c) => [`${c.index * CHUNK + 1}-${c.index * CHUNK + c.games}`, c] as const))(
    'games %s: every state holds the invariants; replay, undo and the record agree with play',
    ([, { index, games }]) => {
    let ended = 0;
    let actions = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), CHOICES, (seed, choices) => {
        const r = rng(seed ^ 0x5eed);
        const states: GameState[] = [];
        const eventsOf: GameEvent[][] = [];
        let mergerSize: number | null = null;
        const game = randomGame(listedChoices(choices), {
          // A third of the games in Tycoon mode (docs/rules.md R19T): three places paid.
          tycoon: seed % 3 === 0,
          onStep(before, action, result) {
            if (states.length === 0) states.push(before);
            states.push(result.state);
            eventsOf.push(result.events);
            const problems = [...stateViolations(result.state), ...stepViolations(before, result.state, result.events)];
            if (problems.length > 0) throw new Error(`action ${states.length - 2} of the game: ${problems.join('; ')}`);
            // The preview said what the placement would do, and it did exactly that.
            if (action.type === 'place') {
              mergerSize = checkPreview(before, action.tile, result.state, result.events);
              const other = `${1 + Math.floor(r() * 12)}${'ABCDEFGHI'[Math.floor(r() * 9)]}`;
              const p = previewPlacement(before, other);
              const tried = apply(before, { type: 'place', tile: other });
              expect(tried.ok ? null : tried.error.code).toBe(p.effect === 'illegal' ? p.code : null);
            }
            for (const e of result.events) {
              if (e.type === 'mergerCompleted') {
                expect(e.size).toBe(mergerSize);
                mergerSize = null;
              }
            }
            // An action refused at this step leaves the state exactly as it was (tried at every step).
            const snapshot = cloneState(result.state);
            const draft = cloneState(result.state);
            if (step(draft, probe(r, result.state), []) !== null) deepStrictEqual(draft, snapshot);
          },
        });
        if (game.ended) ended++;
        actions += game.record.actions.length;
        const { record, state } = game;
        // replay(record) equals the state built action by action.
        const replayed = replay(record);
        expect(replayed.error).toBeNull();
        deepStrictEqual(replayed.state, state);
        // replayed one action at a time (how the app opens a game), each action's events are play's.
        const byAction = replayByAction(record);
        for (const events of eventsOf) deepStrictEqual(byAction.next(), { done: false, value: events });
        deepStrictEqual(byAction.next(), { done: true, value: { state, error: null } });
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
      { numRuns: games, seed: 20261122 + index },
    );
    // The generator must really play whole games, not stop early.
    expect(ended).toBeGreaterThan(games * 0.95);
    expect(actions / games).toBeGreaterThan(100);
    },
  );
});

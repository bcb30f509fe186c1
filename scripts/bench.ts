/**
 * `npm run bench`: engine figures on this machine. Replays generated complete games and prints
 * games replayed per second, median and p99 microseconds per apply(), what the app does to open (or resume) a game
 * and to undo (openSession and withoutLast, which keep every action's events), the cost of undo at the end of a
 * long game, and the 108-tile "what would it do" preview. BENCH_GAMES sets the number of games (default 2,000).
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { apply, createGame, previewAllTiles, replay, resolveSetup, undo, type GameRecord, type GameState } from '../src/engine/index.ts';
import { openSession, withoutLast, type Session } from '../src/app/session.ts';
import { randomGame } from '../test/fixtures/random-game.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 2000);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const us = (ms: number) => `${(ms * 1000).toFixed(2)} µs`;
const fmt = (ms: number) => (ms < 1 ? us(ms) : `${ms.toFixed(3)} ms`);

/** Times fn `reps` times after a warm-up and returns the sorted per-call milliseconds. */
function timeEach(reps: number, fn: () => void): number[] {
  for (let i = 0; i < Math.min(50, reps); i++) fn();
  const out: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

console.log(`Node ${process.version} on ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)`);
console.log(`Generating ${GAMES} complete games…`);
const games: GameRecord[] = [];
for (let seed = 1; games.length < GAMES; seed++) {
  const g = randomGame(seed);
  if (g.ended) games.push(g.record);
}
const fourPlayer: GameRecord[] = [];
for (let seed = 1; fourPlayer.length < 500; seed++) {
  const g = randomGame(seed, { players: 4 });
  if (g.ended) fourPlayer.push(g.record);
}
const actions = games.reduce((n, g) => n + g.actions.length, 0);
console.log(`${GAMES} games, ${actions} actions (${(actions / GAMES).toFixed(0)} per game on average)\n`);

// Whole-game replay throughput.
for (let i = 0; i < 200; i++) replay(games[i % games.length]!);
let t = performance.now();
for (const g of games) replay(g);
const elapsed = performance.now() - t;
console.log(`complete games replayed per second:      ${Math.round(GAMES / (elapsed / 1000)).toLocaleString('en-US')}`);

// Replay time of one complete 4-player game.
const per4 = fourPlayer.map((g) => timeEach(5, () => replay(g))[2]!).sort((a, b) => a - b);
const actions4 = fourPlayer.reduce((n, g) => n + g.actions.length, 0) / fourPlayer.length;
console.log(`4-player complete game replay, median:   ${fmt(quantile(per4, 0.5))} (p99 ${fmt(quantile(per4, 0.99))}; ${actions4.toFixed(0)} actions on average)  target < 1 ms`);

// apply() latency: every action of the games, each on the state before it.
const samples: number[] = [];
for (const g of games.slice(0, 500)) {
  let s: GameState = createGame(resolveSetup(g.setup));
  for (const a of g.actions) {
    t = performance.now();
    const r = apply(s, a);
    samples.push(performance.now() - t);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}
samples.sort((a, b) => a - b);
console.log(`apply() per action, median / p99:        ${us(quantile(samples, 0.5))} / ${us(quantile(samples, 0.99))} (${samples.length} actions)`);

// Undo at the end of a game of 300+ actions: replay of the record without its last action.
let long = games[0]!;
for (const g of games) if (g.actions.length > long.actions.length) long = g;
if (long.actions.length < 300) throw new Error('no generated game reached 300 actions; raise BENCH_GAMES');
const undoTimes = timeEach(500, () => replay(undo(long)));
console.log(`undo at the end of a ${long.actions.length}-action game, median: ${fmt(quantile(undoTimes, 0.5))} (p99 ${fmt(quantile(undoTimes, 0.99))})`);

// What the app does on opening or resuming a game, and on its undo button: openSession replays the record keeping
// each action's events (the history and the payout lines read them); withoutLast replays all but the last action.
const opened = (g: GameRecord): Session => {
  const s = openSession('bench', g);
  if ('error' in s) throw new Error(s.error.message);
  return s;
};
const open4 = fourPlayer.map((g) => timeEach(5, () => opened(g))[2]!).sort((a, b) => a - b);
console.log(`open a 4-player game (openSession), median: ${fmt(quantile(open4, 0.5))} (p99 ${fmt(quantile(open4, 0.99))})`);
const openLong = timeEach(500, () => opened(long));
console.log(`open the ${long.actions.length}-action game, median:      ${fmt(quantile(openLong, 0.5))} (p99 ${fmt(quantile(openLong, 0.99))})`);
const session = opened(long);
const appUndo = timeEach(500, () => withoutLast(session));
console.log(`app undo (withoutLast) at its end, median: ${fmt(quantile(appUndo, 0.5))} (p99 ${fmt(quantile(appUndo, 0.99))})`);

// The 108-tile preview, mid-game and late game.
const mid = replay({ ...long, actions: long.actions.slice(0, Math.floor(long.actions.length / 2)) }).state;
const late = replay(undo(long)).state;
for (const [label, state] of [['mid-game', mid], ['late game', late]] as const) {
  const times = timeEach(2000, () => previewAllTiles(state));
  console.log(`108-tile preview (${label}), median / p99:  ${fmt(quantile(times, 0.5))} / ${fmt(quantile(times, 0.99))}  target < 1 ms`);
}

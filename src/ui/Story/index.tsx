/**
 * The game told over time (loaded on first use): each player's net worth by turn as a line chart with the mergers
 * marked, the same numbers as a table, and the game's statistics. Everything comes from the engine's gameStory,
 * replayed from the record: nothing here is a second copy of the numbers.
 */
import { useMemo } from 'preact/hooks';
import { gameStory, type GameStory, type MergerMark } from '../../engine/afterwards.ts';
import { dollars, findChain, type GameRecord, type GameState } from '../../engine/index.ts';
import { CHAIN_COLOURS } from '../format.ts';
import { list } from '../../app/wording.ts';
import './style.css';

/** The story of the game in `record` (its state gives the chain colours). */
export function Story({ record, state }: { record: GameRecord; state: GameState }) {
  const story = useMemo(() => gameStory(record), [record]);
  return (
    <div class="story">
      <WorthChart story={story} />
      <WorthTable story={story} />
      <StoryStats story={story} state={state} />
    </div>
  );
}

// Chart geometry, in the SVG's own units: it is drawn at its width on a phone (text about 11 px) and grows to a cap.
const W = 400;
const H = 250;
const PAD = { left: 44, right: 10, top: 14, bottom: 26 };
/** Each player's line: its colour (a CSS variable, set per theme) and its dash, so lines differ without colour too. */
const DASHES = ['', '6 3', '2 3', '10 3 2 3', '4 4', '1 2'];

/** A round step for about `count` gridlines up to `max`: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(max: number, count: number): number {
  const raw = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
}

const short = (amount: number) => (amount >= 1000 ? `$${amount / 1000}k` : `$${amount}`);

/** "Luxor takes over American and Worldwide" */
const takeover = (m: MergerMark) => `${m.survivor} takes over ${list(m.defunct)}`;

function mergerText(m: MergerMark): string {
  return `Turn ${m.turn}: ${takeover(m)}, ${dollars(m.bonuses)} in bonuses`;
}

function WorthChart({ story }: { story: GameStory }) {
  const { points, players, mergers } = story;
  const lastTurn = points[points.length - 1]!.turn;
  const top = Math.max(...points.flatMap((p) => p.worths));
  const yStep = niceStep(top, 4);
  // At least one step: a game started with no money still gets an axis (and no division by zero).
  const yMax = Math.max(yStep, Math.ceil(top / yStep) * yStep);
  const xStep = Math.max(1, Math.ceil(lastTurn / 8));
  const x = (turn: number) => PAD.left + (lastTurn === 0 ? 0 : (turn / lastTurn) * (W - PAD.left - PAD.right));
  const y = (amount: number) => H - PAD.bottom - (amount / yMax) * (H - PAD.top - PAD.bottom);
  const final = points[points.length - 1]!;
  const order = players.map((name, i) => ({ name, worth: final.worths[i]! })).sort((a, b) => b.worth - a.worth);
  const summary = `Net worth over ${lastTurn} turns${final.final ? ', ending with the final money' : ''}: ${order.map((p) => `${p.name} ${dollars(p.worth)}`).join(', ')}. ${mergers.length} merger${mergers.length === 1 ? '' : 's'} marked.`;
  return (
    <figure class="worth-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {Array.from({ length: yMax / yStep + 1 }, (_, k) => k * yStep).map((v) => (
          <g key={v} class="grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 4} y={y(v) + 4} text-anchor="end">
              {short(v)}
            </text>
          </g>
        ))}
        {Array.from({ length: Math.floor(lastTurn / xStep) + 1 }, (_, k) => k * xStep).map((t) => (
          <text key={t} class="axis" x={x(t)} y={H - 8} text-anchor="middle">
            {t}
          </text>
        ))}
        {mergers.map((m, k) => (
          <g key={k} class="merger-mark">
            <title>{mergerText(m)}</title>
            <line x1={x(m.turn)} x2={x(m.turn)} y1={PAD.top} y2={H - PAD.bottom} />
            <text x={x(m.turn)} y={PAD.top - 3} text-anchor="middle">
              M
            </text>
          </g>
        ))}
        {players.map((name, i) => (
          <polyline
            key={name}
            class={`line p${i + 1}`}
            stroke-dasharray={DASHES[i]}
            points={points.map((p) => `${x(p.turn).toFixed(1)},${y(p.worths[i]!).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul class="legend">
          {players.map((name, i) => (
            <li key={name}>
              <svg class="key" viewBox="0 0 28 8" aria-hidden="true">
                <line class={`line p${i + 1}`} x1="1" x2="27" y1="4" y2="4" stroke-dasharray={DASHES[i]} />
              </svg>
              {name} {dollars(final.worths[i]!)}
            </li>
          ))}
        </ul>
        <p class="muted">
          Turns across, net worth up (cash plus every share at that turn's price{final.final ? '; the last point is the final money' : ''}). M: a merger.
        </p>
      </figcaption>
    </figure>
  );
}

/** The chart's numbers as a table: the way a screen reader (or anyone) reads them exactly. */
function WorthTable({ story }: { story: GameStory }) {
  const byTurn = new Map<number, MergerMark[]>();
  for (const m of story.mergers) byTurn.set(m.turn, [...(byTurn.get(m.turn) ?? []), m]);
  return (
    <details class="worth-table">
      <summary>Net worth by turn, as a table</summary>
      <div class="table-scroll" tabIndex={0} aria-label="Net worth by turn (scrolls sideways on a small screen)">
        <table>
          <caption>Net worth after each turn</caption>
          <thead>
            <tr>
              <th scope="col">Turn</th>
              {story.players.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">Merger</th>
            </tr>
          </thead>
          <tbody>
            {story.points.map((p) => (
              <tr key={p.turn}>
                <th scope="row">{p.turn === 0 ? 'Start' : p.final ? `${p.turn} (final money)` : p.turn}</th>
                {p.worths.map((w, i) => (
                  <td key={i}>{dollars(w)}</td>
                ))}
                <td>{(byTurn.get(p.turn) ?? []).map(takeover).join('; ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function StoryStats({ story, state }: { story: GameStory; state: GameState }) {
  // The chains that paid anyone, in the edition's order (the order of the chains table).
  const chains = [...new Set(story.stats.flatMap((s) => Object.keys(s.bonuses)))].sort((a, b) => findChain(state, a) - findChain(state, b));
  const colour = (chain: string) => CHAIN_COLOURS[findChain(state, chain)];
  const big = story.biggestMerger;
  return (
    <div class="story-stats">
      <h3>Statistics</h3>
      <ul class="facts">
        <li>
          <strong>Biggest merger:</strong> {big ? `${mergerText(big)} (${big.size} tiles after, ${big.player} placed the tile)` : 'none yet'}
        </li>
        <li>
          <strong>Lead changes:</strong> {story.leadChanges}
          {story.leaders.at(-1) ? ` (${story.leaders.at(-1)} leads${story.points.at(-1)!.final ? ' at the end' : ' now'})` : ''}
        </li>
        <li>
          <strong>Chains founded:</strong>{' '}
          {story.foundings.length === 0 ? 'none yet' : story.foundings.map((f) => `${f.chain} by ${f.player} (turn ${f.turn})`).join(', ')}
        </li>
      </ul>
      {chains.length === 0 ? (
        <p class="muted">No bonus paid yet.</p>
      ) : (
        <div class="table-scroll" tabIndex={0} aria-label="Bonuses received (scrolls sideways on a small screen)">
          <table class="bonus-stats">
            <caption>Bonuses received</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                {chains.map((c) => (
                  <th key={c} scope="col">
                    <span class="chain-tag" style={{ background: colour(c) }}>
                      {c}
                    </span>
                  </th>
                ))}
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {story.stats.map((s) => (
                <tr key={s.name}>
                  <th scope="row">{s.name}</th>
                  {chains.map((c) => (
                    <td key={c}>{s.bonuses[c] ? dollars(s.bonuses[c]) : '—'}</td>
                  ))}
                  <td>{dollars(s.bonusTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <table class="share-stats">
          <caption>Shares</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Bought</th>
              <th scope="col">Sold</th>
              <th scope="col">Traded in</th>
            </tr>
          </thead>
          <tbody>
            {story.stats.map((s) => (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td>
                  {s.bought} <small>for {dollars(s.spent)}</small>
                </td>
                <td>
                  {s.sold} <small>for {dollars(s.soldFor)}</small>
                </td>
                <td>
                  {s.tradedIn} <small>for {s.received}</small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Under the table, not a column of it: four columns fit a 360 px phone, five did not. */}
      <p class="muted">Trades between players: {story.stats.map((st) => `${st.name} ${st.playerTrades}`).join(', ')}.</p>
    </div>
  );
}

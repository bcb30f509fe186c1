/**
 * The 12 x 9 board with its column numbers and row letters: every square shows its coordinate (a chain's squares add
 * the chain's first letters); chains in colour, last tile ringed, unplayable spaces marked; tap to choose.
 */
import { chainDefs, COLUMNS, LOOSE, ROWS, tileName, tileRow, type GameState, type PlacementPreview } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { CHAIN_COLOURS } from '../format.ts';
import './style.css';

interface Props {
  state: GameState;
  previews: PlacementPreview[];
  selected: number | null;
  onSelect: (tile: number) => void;
  /** Bigger squares and text in high contrast. */
  large?: boolean;
}

/** The board as a grid of buttons, with row and column labels. */
export function Board({ state, previews, selected, onSelect, large = false }: Props) {
  const defs = chainDefs(state);
  // The headings are drawn for the eye only: each square's button already names its tile.
  const cells = [<span key="corner" class="heading" aria-hidden="true" />];
  for (let c = 1; c <= COLUMNS; c++)
    cells.push(
      <span key={`c${c}`} class="heading" aria-hidden="true">
        {c}
      </span>,
    );
  for (let t = 0; t < COLUMNS * ROWS; t++) {
    if (t % COLUMNS === 0)
      cells.push(
        <span key={`r${t}`} class="heading" aria-hidden="true">
          {tileRow(t)}
        </span>,
      );
    const cell = state.board[t]!;
    const name = tileName(t);
    const p = previews[t]!;
    const dead = state.dead.includes(t);
    let label = name;
    let cls = 'cell';
    let style: Record<string, string> | undefined;
    if (cell >= 0) {
      const chain = defs[cell]!.name;
      label = `${name}, ${chain}`;
      cls += ' chain';
      style = { background: CHAIN_COLOURS[cell]! };
    } else if (cell === LOOSE) {
      label = `${name}, unincorporated`;
      cls += ' loose';
    } else if (dead) {
      label = `${name}, dead tile set aside`;
      cls += ' dead';
    } else if (p.effect === 'illegal') {
      cls += p.dead ? ' dead' : ' blocked';
      label = `${name}: ${p.message}`;
    }
    if (t === state.lastTile) cls += ' last';
    if (t === selected) cls += ' selected';
    cells.push(
      <button
        type="button"
        key={t}
        class={cls}
        style={style}
        aria-pressed={t === selected}
        aria-label={cell >= 0 ? undefined : label}
        onClick={() => onSelect(t)}
      >
        {/* The eye reads the coordinate, and a chain's first letters under it; a screen reader the label. A square
            that shows only its coordinate is named by a label, not hidden text: up to 108 fewer elements to lay out,
            which a slow phone feels as a game opens. A chain's square keeps the hidden text, as its shown initials
            are not part of its name. */}
        <span aria-hidden="true" class="coordinate">
          {name}
        </span>
        {cell >= 0 && (
          <>
            <span aria-hidden="true" class="chain-initials">
              {defs[cell]!.name.slice(0, 2)}
            </span>
            <span class="sr-only">{label}</span>
          </>
        )}
      </button>,
    );
  }
  return (
    <div class={large ? 'board large' : 'board'} role="group" aria-label="Board">
      {cells}
    </div>
  );
}

/** Chain names on the board, each at its first tile, as a legend under the board. */
export function BoardLegend() {
  return (
    <p class="board-legend">
      {useApp().view.value!.chains.map((r, c) =>
        r.onBoard ? (
          <span key={r.chain} class="chain-tag" style={{ background: CHAIN_COLOURS[c] }}>
            {r.chain} {r.size}
            {r.safe ? ' · safe' : ''}
          </span>
        ) : null,
      )}
    </p>
  );
}

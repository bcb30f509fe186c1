/** The 12 x 9 board: chains in colour with names, last tile ringed, unplayable spaces marked; tap to choose. */
import { chainDefs, COLUMNS, LOOSE, ROWS, tileName, type GameState, type PlacementPreview } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { CHAIN_COLOURS } from '../format.ts';
import './style.css';

interface Props {
  state: GameState;
  previews: PlacementPreview[];
  selected: number | null;
  onSelect: (tile: number) => void;
}

/** The board as a grid of buttons, with row and column labels. */
export function Board({ state, previews, selected, onSelect }: Props) {
  const defs = chainDefs(state);
  const cells = [];
  for (let t = 0; t < COLUMNS * ROWS; t++) {
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
      cls += p.code === 'place/would-merge-safe-chains' ? ' dead' : ' blocked';
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
        onClick={() => onSelect(t)}
      >
        {/* The name comes from the hidden text; a chain's tiles show its first letters instead of the tile name. */}
        <span aria-hidden="true">{cell >= 0 ? defs[cell]!.name.slice(0, 2) : name}</span>
        <span class="sr-only">{label}</span>
      </button>,
    );
  }
  return (
    <div class="board" role="group" aria-label="Board">
      {cells}
    </div>
  );
}

/** Chain names on the board, each at its first tile, as a legend under the board. */
export function BoardLegend() {
  return (
    <p class="board-legend">
      {useApp().chains.value.map((r, c) =>
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

/**
 * Entering the current player's tile: tap the board, type `7c` + Enter, or tap 7 then C on the pad (either order).
 * Every legal tile is placed at once but a founding one, whose preview offers the chains (one tap places it and
 * founds the chain); an unplayable tile says why (a dead one can be set aside). "More…" beside the typed tile opens
 * the rarer ways (no playable tile, a trade): one row under the board, so the pad's letters under it are in view on
 * a small phone (decision 54).
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { COLUMNS, parseTile, ROW_LETTERS, tileAt, tileName, type GameState, type PlacementPreview } from '../../engine/index.ts';
import { describePreview } from '../../app/wording.ts';
import { useApp, useGameCommands } from '../context.ts';
import { FoundingChoices } from '../ActionPanel/FoundingChoices.tsx';
import { PlaceMore } from '../ActionPanel/PlaceMore.tsx';
import './style.css';

interface Props {
  state: GameState;
  previews: PlacementPreview[];
  selected: number | null;
  /** Chooses a tile as a board tap does (places it at once unless it founds a chain); null clears the choice. */
  onChoose: (tile: number | null) => void;
  /** Opens the board check (its photo may place the tile). */
  onCheckBoard?: () => void;
}

/** The typed entry, "More…" and the tile pad (the selected tile's preview card is the game screen's, in its prompt). */
export function TileEntry({ state, previews, selected, onChoose, onCheckBoard }: Props) {
  const app = useApp();
  const { act } = useGameCommands();
  // Opens only: a double tap must not close it again (it has its own Close). Opened, it is brought wholly into view
  // (with six players the trade's names take two rows).
  const more = useSignal(false);
  const morePanel = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (more.value) morePanel.current?.scrollIntoView({ block: 'nearest' });
  }, [more.value]);
  const text = useSignal('');
  const typedError = useSignal<string | null>(null);
  // The pad takes a tile in either order, as it is printed ("7C": 7 then C) or row first: the second tap chooses it.
  const padRow = useSignal<number | null>(null);
  const padColumn = useSignal<number | null>(null);
  const padRows = useRef<HTMLDivElement>(null);
  const padColumns = useRef<HTMLDivElement>(null);
  function padChoose(row: number | null, column: number | null) {
    if (row === null || column === null) {
      padRow.value = row;
      padColumn.value = column;
      // The other half of the pad is the next tap: on a small phone it is brought into view (below the board).
      (row === null ? padRows : padColumns).current?.scrollIntoView({ block: 'nearest' });
      return;
    }
    padRow.value = null;
    padColumn.value = null;
    onChoose(tileAt(row, column));
  }

  async function submit(e: Event) {
    e.preventDefault();
    const tile = parseTile(text.value);
    if (tile === null) {
      typedError.value = text.value.trim() ? `"${text.value.trim()}" is not a tile: type a column 1-12 and a row A-I, like 7C.` : null;
      return;
    }
    typedError.value = null;
    text.value = '';
    // Enter on the founding tile already previewed places it; the chain is then named on the next panel.
    if (selected === tile && previews[tile]!.effect !== 'illegal') return void (await place(tile));
    onChoose(tile);
  }

  async function place(tile: number) {
    onChoose(null);
    await act({ type: 'place', tile: tileName(tile) });
  }

  return (
    <div class="tile-entry">
      <div class="row entry-row">
        <form class="row" onSubmit={submit}>
          <label for="tile-input">Tile</label>
          <input
            id="tile-input"
            value={text.value}
            onInput={(e) => (text.value = e.currentTarget.value)}
            placeholder="7C"
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="go"
            size={5}
          />
          <button type="submit" class="primary">
            Enter
          </button>
        </form>
        <fieldset class="guard" disabled={app.resting}>
          <button type="button" class="more-open" aria-expanded={more.value} onClick={() => (more.value = true)}>
            More…
          </button>
        </fieldset>
      </div>
      {typedError.value && <p role="alert">{typedError.value}</p>}
      {more.value && (
        // Game buttons rest while an entry is stored and just after the step changes (double taps).
        <fieldset class="guard" disabled={app.resting} ref={morePanel}>
          <PlaceMore state={state} onClose={() => (more.value = false)} {...(onCheckBoard ? { onCheckBoard } : {})} />
        </fieldset>
      )}
      <div class="tile-pad">
        <div role="group" aria-label="Row" class="pad-rows" ref={padRows}>
          {[...ROW_LETTERS].map((letter, r) => (
            <button type="button" key={letter} aria-pressed={padRow.value === r} onClick={() => padChoose(r, padColumn.value)}>
              {letter}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Column" class="pad-columns" ref={padColumns}>
          {Array.from({ length: COLUMNS }, (_, c) => (
            <button type="button" key={c} aria-pressed={padColumn.value === c + 1} onClick={() => padChoose(padRow.value, c + 1)}>
              {c + 1}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * What the selected tile would do; for a founding tile, the chains to found with it (one tap places and founds). Shown
 * in the place step's prompt, above the board (Game), so its buttons are in view wherever the tile was tapped.
 */
export function PreviewCard({ preview, onCancel }: { preview: PlacementPreview; onCancel: () => void }) {
  const app = useApp();
  const { act } = useGameCommands();
  return (
    <div class="preview" aria-live="polite">
      <p class="preview-what">
        <strong>{preview.tile}</strong> {describePreview(preview)}
      </p>
      {preview.effect === 'found' && (
        // Placing and naming the new chain in one tap, stored as one write.
        <fieldset class="guard" disabled={app.resting}>
          <legend>Place {preview.tile} and found:</legend>
          <FoundingChoices
            choices={preview.choices}
            state={app.session.value!.state}
            onChoose={(chain) => void act([{ type: 'place', tile: preview.tile }, { type: 'found', chain }])}
          />
        </fieldset>
      )}
      <fieldset class="guard row" disabled={app.resting}>
        {preview.effect === 'illegal' && preview.dead && (
          <button type="button" onClick={() => void act({ type: 'discard', tile: preview.tile }).then(onCancel)}>
            Set {preview.tile} aside as dead
          </button>
        )}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </fieldset>
    </div>
  );
}

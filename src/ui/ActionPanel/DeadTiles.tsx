/**
 * Setting a dead tile aside after placing: a tile can become dead through this turn's own placement, and the
 * holder swaps it at the end of the turn. Offered whenever the engine accepts a discard, listing the tiles that
 * are dead now (the app does not know the hands; the banker taps the one shown).
 */
import { deadTilesNow, type GameState } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';

/**
 * Buttons for the tiles that are dead now, or nothing when there are none; `brief` (the place step's prompt, above
 * the board) shows each as its name alone, on one short row.
 */
export function DeadTiles({ state, brief = false }: { state: GameState; brief?: boolean }) {
  const { act } = useGameCommands();
  const dead = deadTilesNow(state);
  if (dead.length === 0) return null;
  return (
    <div class={brief ? 'dead-tiles brief' : 'dead-tiles'} role="group" aria-labelledby="dead-tiles-label">
      <p id="dead-tiles-label" class="muted">
        A dead tile in hand (it would join two safe chains)? Show it and set it aside:
      </p>
      <div class="row">
        {dead.map((tile) => (
          <button type="button" key={tile} aria-label={brief ? `Set ${tile} aside as dead` : undefined} onClick={() => void act({ type: 'discard', tile })}>
            {brief ? tile : `Set ${tile} aside as dead`}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * "Update available" with reload / later: never reloads by itself. While the open game is not saved (storage
 * full or closed), reloading would lose it, so the prompt says so and offers to export it first.
 */
import { useSignal } from '@preact/signals';
import { applyUpdate } from '../../pwa/register.ts';
import { useApp } from '../context.ts';
import { shareRecord } from '../files.ts';

/** Shown when a new version is waiting. */
export function UpdatePrompt() {
  const app = useApp();
  const dismissed = useSignal(false);
  if (!app.update.ready.value || dismissed.value) return null;
  const game = app.session.value;
  const unsaved = app.storage.value.mode === 'memory';
  return (
    <div class="banner row" role="status">
      {unsaved ? (
        <span>
          A new version of Mergemaker is ready. <strong>{game ? 'This game is not saved on this device' : 'Games are not being saved on this device'}</strong>,
          so reloading now would lose {game ? 'it' : 'them'}{game ? ': export it first.' : '.'}
        </span>
      ) : (
        <span>A new version of Mergemaker is ready. Your game is saved; reloading keeps it.</span>
      )}
      {unsaved && game && (
        <button type="button" class="primary" onClick={() => void shareRecord(app.exportText()!, game.record.setup.players)}>
          Export the game
        </button>
      )}
      <button type="button" class={unsaved ? undefined : 'primary'} onClick={applyUpdate}>
        {unsaved ? 'Reload anyway' : 'Reload'}
      </button>
      <button type="button" onClick={() => (dismissed.value = true)}>
        Later
      </button>
    </div>
  );
}

/** "Update available" with reload / later: never reloads by itself. */
import { useSignal } from '@preact/signals';
import { applyUpdate, updateReady } from '../../pwa/register.ts';

/** Shown when a new version is waiting. */
export function UpdatePrompt() {
  const dismissed = useSignal(false);
  if (!updateReady.value || dismissed.value) return null;
  return (
    <div class="banner row" role="status">
      <span>A new version of Mergemaker is ready. Your game is saved; reloading keeps it.</span>
      <button type="button" class="primary" onClick={applyUpdate}>
        Reload
      </button>
      <button type="button" onClick={() => (dismissed.value = true)}>
        Later
      </button>
    </div>
  );
}

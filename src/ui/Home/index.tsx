/** Home: continue in one tap, new game, saved games, import, and the price chart. */
import { useSignal } from '@preact/signals';
import { sizeProblem, type ImportProgress } from '../../app/record-import.ts';
import type { ListedGame } from '../../app/app-state.ts';
import { downloadRecord } from '../files.ts';
import { grouped, listedLeaders } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { shortDate } from '../format.ts';
import './style.css';

/** The first screen. */
export function Home() {
  const app = useApp();
  const importError = useSignal<string | null>(null);
  const confirmDelete = useSignal<string | null>(null);
  const games = app.games.value;
  const playing = games.find((g) => g.status === 'playing');

  async function onImport(e: Event) {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    importError.value = null;
    // A file too large is refused before it is read; the rest is read as bytes (UTF-8 is checked with the record).
    importError.value = sizeProblem(file.size) ?? (await app.importRecord(await file.arrayBuffer()));
  }
  const progress = app.progress.value;

  return (
    <section class="home">
      <h1>Mergemaker</h1>
      <p class="muted">The banker's assistant for a table game of Acquire: enter each tile, the app keeps the books.</p>
      {app.update.offlineReady.value && <p class="muted offline-ready">Saved on this device: works with no network.</p>}
      <div class="home-actions">
        {playing && (
          <button type="button" class="primary big" onClick={() => void app.openGame(playing.id)}>
            Continue: {playing.setup.players.join(', ')}
          </button>
        )}
        <button type="button" class={playing ? 'big' : 'primary big'} onClick={() => (app.route.value = { name: 'new' })}>
          New game
        </button>
        <label class={progress ? 'button big disabled' : 'button big'}>
          Import a game file
          <input type="file" accept=".json,application/json" class="sr-only" disabled={progress !== null} onChange={onImport} />
        </label>
        <button type="button" class="big" onClick={() => (app.route.value = { name: 'tools', tool: 'merger', fromGame: false })}>
          Quick tools: chart, merger, tally
        </button>
        <button type="button" class="big" onClick={() => (app.route.value = { name: 'receive' })}>
          Receive a game by QR
        </button>
        <button type="button" class="big" onClick={() => (app.route.value = { name: 'records' })}>
          Player records
        </button>
      </div>
      {progress && <ImportProgressBar progress={progress} />}
      {importError.value && (
        <p class="notice-error" role="alert">
          {importError.value}
        </p>
      )}
      <h2>Saved games</h2>
      {games.length === 0 ? (
        <p class="muted">No saved games yet.</p>
      ) : (
        <ul class="saved-games">
          {games.map((g) => (
            <SavedGame key={g.id} game={g} confirming={confirmDelete.value === g.id} onConfirm={(id) => (confirmDelete.value = id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

const PHASES: Record<ImportProgress['phase'], string> = {
  reading: 'Reading the file',
  checking: 'Checking every entry',
  opening: 'Replaying the game',
  storing: 'Saving it on this device',
};

/** Where a long import stands: the phase and the entries done, as a progress bar. */
function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const counted = progress.phase !== 'reading';
  const text = counted ? `${PHASES[progress.phase]}: ${grouped(progress.done)} of ${grouped(progress.total)} entries` : `${PHASES[progress.phase]}…`;
  return (
    <div class="panel import-progress" role="status">
      <label for="import-progress">{text}</label>
      <progress id="import-progress" max={counted ? progress.total : undefined} value={counted ? progress.done : undefined} />
    </div>
  );
}

function SavedGame({ game, confirming, onConfirm }: { game: ListedGame; confirming: boolean; onConfirm: (id: string | null) => void }) {
  const app = useApp();
  // A game still played names its leaders only where the table sees holdings (engine/view.ts).
  const leaders = listedLeaders(game);
  const who = leaders.length ? `${game.status === 'ended' ? 'Won by' : 'Leading:'} ${leaders.join(' & ')}` : '';
  return (
    <li class="panel">
      <div class="saved-title">
        <strong>{game.setup.players.join(', ')}</strong>
        <span class={game.status === 'ended' ? 'tag ended' : 'tag'}>{game.status === 'ended' ? 'Finished' : 'In progress'}</span>
      </div>
      <p class="muted">
        {shortDate(game.updatedAt)} · {game.actionCount} entries {who && `· ${who}`}
      </p>
      <div class="row">
        <button type="button" onClick={() => void app.openGame(game.id)}>
          Open
        </button>
        <button type="button" onClick={() => void exportGame(game.id)}>
          Export
        </button>
        {confirming ? (
          <>
            <button type="button" class="danger" onClick={() => void app.deleteGame(game.id)}>
              Delete for good
            </button>
            <button type="button" onClick={() => onConfirm(null)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" class="danger" onClick={() => onConfirm(game.id)}>
            Delete…
          </button>
        )}
      </div>
    </li>
  );

  async function exportGame(id: string) {
    const text = await app.savedRecordText(id);
    if (text) downloadRecord(text, game.setup.players);
  }
}

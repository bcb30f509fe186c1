/** The app shell: the current screen, the storage warning, error notices and the update prompt. */
import { useEffect } from 'preact/hooks';
import { useApp } from '../context.ts';
import { shareRecord } from '../files.ts';
import { Home } from '../Home/index.tsx';
import { lazyComponent } from '../lazy.tsx';
import { UpdatePrompt } from '../UpdatePrompt/index.tsx';

// The game screen loads once a game opens (the first visit, on Home, fetches none of it): docs/architecture.md.
const Game = lazyComponent(() => import('../Game/index.tsx').then((m) => m.Game));
const NewGame = lazyComponent(() => import('../NewGame/index.tsx').then((m) => m.NewGame));
const Tools = lazyComponent(() => import('../Tools/index.tsx').then((m) => m.Tools));
const Records = lazyComponent(() => import('../Records/index.tsx').then((m) => m.Records));
const HandoffReceive = lazyComponent(() => import('../Handoff/Receive.tsx').then((m) => m.HandoffReceive));

/** Root component. */
export function App() {
  const app = useApp();
  useEffect(() => {
    void app.start();
  }, [app]);
  const route = app.route.value;
  const storage = app.storage.value;
  const notice = app.notice.value;
  return (
    <main>
      <UpdatePrompt />
      {storage.mode === 'memory' && (
        <div class="banner row" role="status">
          <span>
            <strong>Not saving:</strong> {storage.reason}
          </span>
          {app.session.value && (
            <button type="button" onClick={() => void shareRecord(app.exportText()!, app.session.value!.record.setup.players)}>
              Export this game
            </button>
          )}
          {app.closedByUpdate.value && (
            <button type="button" onClick={() => location.reload()}>
              Reload
            </button>
          )}
        </div>
      )}
      {notice && (
        <div class={notice.kind === 'error' ? 'notice-error' : 'notice-info'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <span>{notice.text}</span>
          <button type="button" onClick={() => (app.notice.value = null)}>
            OK
          </button>
        </div>
      )}
      {!app.ready.value ? (
        <p class="muted">Opening saved games…</p>
      ) : route.name === 'home' ? (
        <Home />
      ) : route.name === 'new' ? (
        <NewGame />
      ) : route.name === 'tools' ? (
        <Tools tool={route.tool} fromGame={route.fromGame} />
      ) : route.name === 'records' ? (
        <Records />
      ) : route.name === 'receive' ? (
        <HandoffReceive />
      ) : (
        <Game />
      )}
    </main>
  );
}

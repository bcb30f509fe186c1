/** The app shell: the current screen, the storage warning, error notices and the update prompt. */
import { useEffect } from 'preact/hooks';
import { useApp } from '../context.ts';
import { Game } from '../Game/index.tsx';
import { Home } from '../Home/index.tsx';
import { lazyComponent } from '../lazy.tsx';
import { UpdatePrompt } from '../UpdatePrompt/index.tsx';

const NewGame = lazyComponent(() => import('../NewGame/index.tsx').then((m) => m.NewGame));
const Tools = lazyComponent(() => import('../Tools/index.tsx').then((m) => m.Tools));

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
        <p class="banner" role="status">
          <strong>Not saving:</strong> {storage.reason}
        </p>
      )}
      {notice?.kind === 'error' && (
        <div class="notice-error" role="alert">
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
      ) : (
        <Game />
      )}
    </main>
  );
}

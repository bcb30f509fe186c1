import { render } from 'preact';
import { createAppState } from './app/app-state.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { App } from './ui/App/index.tsx';
import './ui/App/style.css';
import { AppContext } from './ui/context.ts';

// Dexie loads right after the first paint; the home screen shows "Opening saved games…" until then.
const app = createAppState(typeof indexedDB === 'undefined' ? null : () => import('./store/games-repo.ts').then((m) => new m.GamesRepo()));
app.preferences.applyTheme();
render(
  <AppContext.Provider value={app}>
    <App />
  </AppContext.Provider>,
  document.getElementById('app')!,
);
registerServiceWorker(app.update);

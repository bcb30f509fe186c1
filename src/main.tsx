import { render } from 'preact';
import { createAppState } from './app/app-state.ts';
import { applyTheme } from './app/preferences.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { GamesRepo } from './store/games-repo.ts';
import { App } from './ui/App/index.tsx';
import './ui/App/style.css';
import { AppContext } from './ui/context.ts';

applyTheme();
const app = createAppState(typeof indexedDB === 'undefined' ? null : new GamesRepo());
render(
  <AppContext.Provider value={app}>
    <App />
  </AppContext.Provider>,
  document.getElementById('app')!,
);
registerServiceWorker();

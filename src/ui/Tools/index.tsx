/** The quick tools, no game needed: price chart, merger calculator, end-game tally (loaded on first use). */
import type { ToolName } from '../../app/app-state.ts';
import { mergerEntries, tallyEntries } from '../../app/tool-prefill.ts';
import { useApp } from '../context.ts';
import { ChartTool } from './ChartTool.tsx';
import { MergerTool } from './MergerTool.tsx';
import { TallyTool } from './TallyTool.tsx';
import './style.css';

const TOOLS: [ToolName, string][] = [
  ['chart', 'Price chart'],
  ['merger', 'Merger calculator'],
  ['tally', 'End-game tally'],
];

/** The tools screen with its three tabs. */
export function Tools({ tool, fromGame }: { tool: ToolName; fromGame: boolean }) {
  const app = useApp();
  const session = fromGame ? app.session.value : null;
  const state = session?.state;
  const back = () => (fromGame ? (app.route.value = { name: 'game' }) : void app.goHome());
  return (
    <section class="tools">
      <div class="row">
        <button type="button" onClick={back}>
          {fromGame ? '← Game' : '← Home'}
        </button>
        <h1>Quick tools</h1>
      </div>
      <nav class="tool-tabs" aria-label="Tools">
        {TOOLS.map(([name, label]) => (
          <button type="button" key={name} aria-current={tool === name ? 'page' : undefined} onClick={() => (app.route.value = { name: 'tools', tool: name, fromGame })}>
            {label}
          </button>
        ))}
      </nav>
      {tool === 'chart' && <ChartTool edition={state?.setup.edition ?? 'classic'} tycoon={state?.setup.rules.tycoon ?? false} />}
      {tool === 'merger' && <MergerTool prefill={state ? mergerEntries(state, app.view.value!) : null} edition={state?.setup.edition ?? 'classic'} />}
      {tool === 'tally' && <TallyTool prefill={state ? tallyEntries(state, app.view.value!) : null} />}
    </section>
  );
}

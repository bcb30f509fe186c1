/** What to do with the real money, shares and tiles this turn, from the turn's events (app/wording.ts tableSteps). */
import { tableSteps, type TableTurn } from '../../app/wording.ts';
import { useMemo } from 'preact/hooks';
import { useApp } from '../context.ts';

/** The list, or nothing when the turn asks for nothing at the table. */
export function TableSteps({ turn }: { turn: TableTurn }) {
  const showHoldings = useApp().view.value!.open;
  // Once per entry, not on every chip tap of the buy panel.
  const lines = useMemo(() => tableSteps(turn, showHoldings), [turn, showHoldings]);
  if (lines.length === 0) return null;
  return (
    <div class="table-steps" role="group" aria-labelledby="table-steps-title">
      <h3 id="table-steps-title">At the table</h3>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </div>
  );
}

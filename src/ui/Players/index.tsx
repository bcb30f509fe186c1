/** Players: cash, holdings and net worth; the current player highlighted; closed holdings behind a banker view. */
import { dollars, chainDefs, currentIndex, type GameState } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { CHAIN_COLOURS } from '../format.ts';

/** The players table. */
export function Players({ state }: { state: GameState }) {
  const defs = chainDefs(state);
  const view = useApp().view.value!;
  const showHoldings = view.open;
  const current = currentIndex(state);
  return (
    <section id="players" class="panel table-scroll" tabIndex={0} aria-label="Players (scrolls sideways on a small screen)">
      <table class="players">
        <caption>
          Players
          {showHoldings && <small class="caption-note">Worth: cash plus every share at today's price.</small>}
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Cash</th>
            <th scope="col">Shares</th>
            {showHoldings && <th scope="col">Worth</th>}
          </tr>
        </thead>
        <tbody>
          {view.players.map((p, i) => {
            const held = (p.shares ?? []).map((n, c) => [n, c] as const).filter(([n]) => n > 0);
            return (
              <tr key={p.name} class={i === current && state.awaiting !== 'ended' ? 'current' : ''} aria-current={i === current ? 'true' : undefined}>
                <th scope="row">{p.name}</th>
                <td>{dollars(p.cash)}</td>
                <td class="holdings">
                  {!showHoldings
                    ? 'hidden'
                    : held.length === 0
                      ? '—'
                      : held.map(([n, c]) => (
                          <span key={c} class="chain-tag" style={{ background: CHAIN_COLOURS[c] }}>
                            {defs[c]!.name} {n}
                          </span>
                        ))}
                </td>
                {p.worth !== null && <td>{dollars(p.worth)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

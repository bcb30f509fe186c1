/** Chains on the board: size, price, next price step, shares left in the bank, safety, and who would be paid now. */
import { dollars } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { CHAIN_COLOURS } from '../format.ts';

/** The chain table. In closed holdings the bonus column is left to the banker view. */
export function Chains() {
  const app = useApp();
  const view = app.view.value!;
  const tycoon = app.session.value?.state.setup.rules.tycoon === true;
  const showHolders = view.open;
  const reports = view.chains.map((r, c) => ({ ...r, c })).filter((r) => r.onBoard);
  return (
    <section class="panel table-scroll" tabIndex={0} aria-label="Chains (scrolls sideways on a small screen)">
      <table class="chains">
        <caption>{tycoon ? 'Chains · Tycoon mode: three bonuses paid' : 'Chains'}</caption>
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Tiles</th>
            <th scope="col">Price</th>
            <th scope="col">Next</th>
            <th scope="col">Shares left</th>
            {showHolders && <th scope="col">Bonus now</th>}
          </tr>
        </thead>
        <tbody>
          {reports.length === 0 && (
            <tr>
              <td colSpan={showHolders ? 6 : 5} class="muted">
                No chain yet.
              </td>
            </tr>
          )}
          {reports.map((r) => (
            <tr key={r.chain}>
              <th scope="row">
                <span class="chain-tag" style={{ background: CHAIN_COLOURS[r.c] }}>
                  {r.chain}
                </span>
                {r.safe && <small> safe</small>}
              </th>
              <td>{r.size}</td>
              <td>{dollars(r.price)}</td>
              <td>{r.next ? `${dollars(r.next.price)} at ${r.next.size}` : '—'}</td>
              <td>{r.bankShares}</td>
              {showHolders && (
                <td class="bonus-now">
                  {!r.bonuses || r.bonuses.length === 0 ? '—' : r.bonuses.map((b) => `${b.player} ${dollars(b.amount)}`).join(', ')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Player records across the finished games saved on this device (loaded on first use): per name, games, wins (shared
 * ones said), average and best final money, and the chain that brought the most. Worked out by the engine from the
 * stored records each time; a game saved twice counts once.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { playerRecords, type PlayerRecords } from '../../engine/afterwards.ts';
import { dollars, plural } from '../../engine/index.ts';
import { useApp } from '../context.ts';

/** The player records page. */
export function Records() {
  const app = useApp();
  const result = useSignal<{ records: PlayerRecords; playing: number } | null>(null);
  const failed = useSignal<string | null>(null);
  useEffect(() => {
    app
      .finishedRecords()
      .then(({ records, playing }) => (result.value = { records: playerRecords(records), playing }))
      .catch((e: unknown) => (failed.value = `The saved games cannot be read, so there are no records to show. ${e instanceof Error ? e.message : ''}`.trim()));
  }, []);
  const r = result.value;
  return (
    <section class="records">
      <div class="row">
        <button type="button" onClick={() => void app.goHome()}>
          ← Home
        </button>
        <h1>Player records</h1>
      </div>
      {failed.value && <p role="alert">{failed.value}</p>}
      {!r && !failed.value && <p class="muted">Reading the saved games…</p>}
      {r && (
        <>
          <p class="muted">
            From {plural(r.records.games, 'finished game')} saved on this device
            {r.records.duplicates > 0 ? `; ${r.records.duplicates} ${r.records.duplicates === 1 ? 'copy' : 'copies'} of a game already counted left out` : ''}
            {r.playing > 0 ? `; ${plural(r.playing, 'game')} still being played not counted` : ''}.
          </p>
          {r.records.players.length === 0 ? (
            <p>No finished game yet: records start with the first game played to its end.</p>
          ) : (
            <div class="panel table-scroll" tabIndex={0} aria-label="Player records (scrolls sideways on a small screen)">
              <table class="player-records">
                <caption>Player records</caption>
                <thead>
                  <tr>
                    <th scope="col">Player</th>
                    <th scope="col">Games</th>
                    <th scope="col">Wins</th>
                    <th scope="col">Final money</th>
                  </tr>
                </thead>
                <tbody>
                  {r.records.players.map((p) => (
                    <tr key={p.name}>
                      <th scope="row">
                        {p.name}
                        {p.bestChain && (
                          <small class="breakdown">
                            Best chain: {p.bestChain.chain} {dollars(p.bestChain.earned)}
                          </small>
                        )}
                      </th>
                      <td>{p.games}</td>
                      <td>
                        {p.wins}
                        {p.sharedWins > 0 && <small> ({p.sharedWins} shared)</small>}
                      </td>
                      <td>
                        {dollars(p.averageMoney)} <small>average</small>
                        <small class="breakdown">best {dollars(p.bestMoney)}</small>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p class="muted">
            Best chain: the chain whose bonuses and share sales brought the player the most
            over these games.
          </p>
        </>
      )}
    </section>
  );
}

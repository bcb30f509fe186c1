/** The game in plain language, turn by turn, newest first. */
import { historyOf } from '../../app/wording.ts';
import type { GameEvent } from '../../engine/index.ts';

/** History list. */
export function History({ log, players, open }: { log: GameEvent[][]; players: string[]; open: boolean }) {
  const turns = historyOf(log, players, open).reverse();
  return (
    <div class="history">
      {turns.length === 0 && <p class="muted">Nothing has happened yet.</p>}
      {turns.map((t) => (
        <section key={t.turn ?? 'final'}>
          <h3>{t.turn === null ? 'Final scoring' : `Turn ${t.turn} · ${t.player}`}</h3>
          <ul>
            {t.lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

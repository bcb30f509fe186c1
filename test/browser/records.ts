/** Records the browser tests import to reach a situation at once (each checked by the engine before use). */
import type { Page } from 'playwright-core';
import type { Action, GameRecord } from '../../src/engine/index.ts';

/** A record of these players and actions (initial tiles optional). */
export function recordOf(players: string[], actions: Action[], setup: Partial<GameRecord['setup']> = {}): GameRecord {
  return { format: 'mergemaker-game', version: 1, setup: { players, ...setup }, actions };
}

/**
 * Ben's 3A merges Tower (1A 2A) and Luxor (4A 5A), a 2-2 tie; he keeps Luxor. Tower's holders: Ben 3 (founder's
 * share + 2 bought), Cal 1; Ann none. The merger then waits for Ben's disposal, then Cal's.
 */
export const BEN_MERGES: Action[] = [
  { type: 'place', tile: '1A' }, { type: 'endTurn' },
  { type: 'place', tile: '2A' }, { type: 'found', chain: 'Tower' }, { type: 'buy', shares: { Tower: 2 } }, { type: 'endTurn' },
  { type: 'place', tile: '4A' }, { type: 'buy', shares: { Tower: 1 } }, { type: 'endTurn' },
  { type: 'place', tile: '5A' }, { type: 'found', chain: 'Luxor' }, { type: 'endTurn' },
  { type: 'place', tile: '3A' }, { type: 'survivor', chain: 'Luxor' },
];

/** Imports a record through Home's file input and waits for the game screen. */
export async function importRecord(page: Page, record: GameRecord | string, name = 'game.json'): Promise<void> {
  const text = typeof record === 'string' ? record : JSON.stringify(record);
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Types a tile and presses Enter, as a banker with a keyboard does. */
export async function typeTile(page: Page, tile: string): Promise<void> {
  await page.locator('#tile-input').fill(tile);
  await page.locator('#tile-input').press('Enter');
}

/**
 * Every stored game's actions (or only the games whose first player is `first`), least recently changed first, read
 * with the raw IndexedDB API (not the app's). Each game's rows are read by its index, so a test naming `first`
 * never reads a very large game stored before it.
 */
export async function storedGames(page: Page, first?: string): Promise<{ id: string; actions: Action[] }[]> {
  return page.evaluate(
    (first) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('mergemaker');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['games', 'actions']);
          const found: { id: string; actionCount: number; updatedAt: number; rows: { seq: number; action: Action }[] }[] = [];
          const games = tx.objectStore('games').getAll();
          games.onsuccess = () => {
            for (const g of games.result as { id: string; actionCount: number; updatedAt: number; setup: { players: string[] } }[]) {
              if (first !== undefined && g.setup.players[0] !== first) continue;
              const rows = tx.objectStore('actions').index('gameId').getAll(g.id);
              rows.onsuccess = () => found.push({ ...g, rows: rows.result as { seq: number; action: Action }[] });
            }
          };
          tx.oncomplete = () => {
            db.close();
            // A mismatch rejects with its message (thrown inside oncomplete it was lost, and the test timed out).
            try {
              resolve(
                found.sort((x, y) => x.updatedAt - y.updatedAt).map((g) => {
                  const mine = g.rows.sort((a, b) => a.seq - b.seq);
                  if (mine.length !== g.actionCount || mine.some((r, i) => r.seq !== i)) throw new Error(`game ${g.id}: rows do not match its count`);
                  return { id: g.id, actions: mine.map((r) => r.action) };
                }),
              );
            } catch (e) {
              reject(e);
            }
          };
        };
      }),
    first,
  );
}


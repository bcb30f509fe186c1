/** Storage failures in plain words (a full disk, private browsing, a closed or blocked database). */

/** Why games cannot be saved, for the warning banner. */
export function storageProblem(error: unknown): string {
  const e = error as { name?: string; inner?: { name?: string }; failures?: { name?: string }[] } | null;
  const name = e?.name ?? '';
  // Dexie wraps the browser's error: in `inner`, or per row in a bulk write's `failures`.
  const inner = e?.inner?.name ?? (Array.isArray(e?.failures) ? (e.failures.find((f) => f?.name)?.name ?? '') : '');
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') {
    return 'The device storage is full, so the latest entries are not saved. Saving starts again by itself when there is room; export the game to be safe.';
  }
  if (name === 'MissingAPIError' || name === 'InvalidStateError' || inner === 'InvalidStateError') {
    return 'This browser does not allow saving (private browsing?). The game is kept in memory only; export it to keep it.';
  }
  if (name === 'DatabaseClosedError' || inner === 'DatabaseClosedError' || name === 'VersionChangeError') {
    return 'The saved games were closed under this tab (the app was updated or its data cleared elsewhere), so nothing more is saved here. Export this game, then reload.';
  }
  return 'Saving failed, so the latest entries are kept in memory only; export the game to keep it.';
}

/** Storage failures in plain words (a full disk, private browsing, a blocked database). */

/** Why games cannot be saved, for the warning banner. */
export function storageProblem(error: unknown): string {
  const name = (error as { name?: string; inner?: { name?: string } })?.name ?? '';
  const inner = (error as { inner?: { name?: string } })?.inner?.name ?? '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') {
    return 'The device storage is full, so this game is no longer being saved. Export it to keep it.';
  }
  if (name === 'MissingAPIError' || name === 'InvalidStateError' || inner === 'InvalidStateError') {
    return 'This browser does not allow saving (private browsing?). The game is kept in memory only; export it to keep it.';
  }
  if (name === 'GameOutOfStepError') {
    return 'This game was changed in another tab, so this tab stopped saving it. Reload to continue from the saved game.';
  }
  return 'Saving failed, so the game is kept in memory only; export it to keep it.';
}

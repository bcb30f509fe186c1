/** Display helpers shared by components (amounts are written by the engine's `dollars`). */

/** Chain colours by edition index (cheap, medium, expensive order), readable with dark text in both themes. */
export const CHAIN_COLOURS = ['#f2c94c', '#ef6f6c', '#6fa8ff', '#c8a27a', '#5fd38d', '#f49ac1', '#4fd1c5'];

/** A short date for the saved-games list. */
export function shortDate(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

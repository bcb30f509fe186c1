/** The stepper's bound in whole steps: trades go in pairs, so a bound of 3 from 0 is 2. */

/** The largest value from `min` in whole steps that does not pass `max` (min itself when max is below it). */
export function stepAligned(min: number, max: number, step: number): number {
  return max <= min ? min : min + Math.floor((max - min) / step) * step;
}

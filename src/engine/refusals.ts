/** Every refusal code, with a plain-language reason. Refusals never throw and never change the game. */
import type { Refusal } from './types.ts';

/** The codes the engine can refuse with, one per reason (each has a test in test/engine/refusals.test.ts). */
export const REFUSAL_CODES = [
  'game/ended',
  'trade/not-now',
  'trade/off',
  'trade/unknown-player',
  'trade/with-self',
  'trade/unknown-chain',
  'trade/bad-amount',
  'trade/nothing',
  'trade/not-owned',
  'place/not-now',
  'place/not-a-tile',
  'place/occupied',
  'place/dead-tile',
  'place/no-chain-left',
  'place/would-merge-safe-chains',
  'skipPlace/not-now',
  'discard/not-now',
  'discard/not-a-tile',
  'discard/on-board',
  'discard/already-discarded',
  'discard/playable',
  'found/not-now',
  'found/unknown-chain',
  'found/on-board',
  'survivor/not-now',
  'survivor/unknown-chain',
  'survivor/not-largest',
  'defunct/not-now',
  'defunct/unknown-chain',
  'defunct/not-next',
  'market/not-now',
  'market/out-of-range',
  'dispose/not-now',
  'dispose/wrong-player',
  'dispose/bad-amount',
  'dispose/more-than-held',
  'dispose/odd-trade',
  'dispose/bank-short',
  'buy/not-now',
  'buy/unknown-chain',
  'buy/not-on-board',
  'buy/bad-amount',
  'buy/too-many',
  'buy/bank-short',
  'buy/cash-short',
  'declareEnd/not-now',
  'declareEnd/already',
  'declareEnd/no-end-condition',
  'endTurn/not-now',
] as const;

/** A refusal code. */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Builds a refusal. */
export function refuse(code: RefusalCode, message: string): Refusal {
  return { code, message };
}

/** Whether a number is a whole number of at least 0 (counts of shares, dollars). */
export function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/** "1 share" / "3 shares". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * 100001 → "100,001". Grouped by hand: a page's first toLocaleString loads the browser's number formats, which held
 * a slow 2-core machine's page for 40 ms just as a game screen first drew.
 */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = '';
  for (let i = 0; i < digits.length; i++) out += (i > 0 && (digits.length - i) % 3 === 0 ? ',' : '') + digits[i];
  return n < 0 ? `-${out}` : out;
}

/** $1,200 */
export function dollars(n: number): string {
  return `$${grouped(n)}`;
}

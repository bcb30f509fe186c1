// The shared numeric helpers of src/ocr/pixels.ts that the scanner and the board reader both use.
import { expect, test } from 'vitest';
import { median } from '../../src/ocr/pixels.ts';

test('the median of a list: its middle value once sorted (the upper middle when even), NaN when empty; the list is left as it was', () => {
  const values = [9, 1, 5];
  expect(median(values)).toBe(5);
  expect(values).toEqual([9, 1, 5]);
  // [1, 2, 7, 8]: indices 1 and 2 are the middles; the upper, 7.
  expect(median([8, 1, 7, 2])).toBe(7);
  expect(median([])).toBeNaN();
});

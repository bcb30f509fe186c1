// @vitest-environment happy-dom
// Steppers: typed numbers and the buttons stay within bounds that whole steps can reach (trades come in pairs).
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, test } from 'vitest';
import { Stepper } from '../../src/ui/Stepper/index.tsx';
import { stepAligned } from '../../src/ui/Stepper/step-aligned.ts';

function mount(props: { max: number; step?: number; value?: number }) {
  const root = document.createElement('div');
  document.body.append(root);
  const changes: number[] = [];
  const draw = (value: number) => render(h(Stepper, { label: 'Trade 2 for 1 Tower', value, max: props.max, step: props.step ?? 1, onChange: (v: number) => changes.push(v) }), root);
  draw(props.value ?? 0);
  return { root, changes, draw, input: root.querySelector('input')!, more: root.querySelector('button[aria-label$="one more"]') as HTMLButtonElement };
}

describe('a stepper', () => {
  test('holding 5, selling 2, typing a trade of 4 gives 2: the 3 left allow one pair, never an odd trade', async () => {
    // 5 held - 2 sold = 3 left; trades go 2 at a time, so the most is 2 (3 rounded down to a multiple of 2).
    const { input, changes } = mount({ max: 3, step: 2 });
    expect(input.max).toBe('2');
    input.value = '4';
    await act(() => void input.dispatchEvent(new Event("change")));
    expect(changes).toEqual([2]);
    expect(input.value).toBe('2');
  });

  test('a typed odd number within the bounds goes down to the step below; below the minimum gives the minimum', async () => {
    const { input, changes } = mount({ max: 10, step: 2, value: 4 });
    input.value = '7';
    await act(() => void input.dispatchEvent(new Event("change")));
    input.value = '-3';
    await act(() => void input.dispatchEvent(new Event("change")));
    expect(changes).toEqual([6, 0]);
  });

  test('"one more" is disabled when the next whole step would pass the bound', async () => {
    const { more, draw, root } = mount({ max: 3, step: 2, value: 2 });
    expect(more.disabled).toBe(true);
    await act(() => draw(0));
    expect((root.querySelector('button[aria-label$="one more"]') as HTMLButtonElement).disabled).toBe(false);
  });

  test('stepAligned: from 0 in twos up to 3 → 2; up to 4 → 4; a bound below the start → the start', () => {
    expect([stepAligned(0, 3, 2), stepAligned(0, 4, 2), stepAligned(0, 7, 1), stepAligned(2, 1, 2)]).toEqual([2, 4, 7, 2]);
  });
});

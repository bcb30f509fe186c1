// @vitest-environment happy-dom
// Steppers: typed numbers and the buttons stay within bounds that whole steps can reach (trades come in pairs).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { Stepper } from '../../src/ui/Stepper/index.tsx';
import { stepAligned } from '../../src/ui/Stepper/step-aligned.ts';

afterEach(cleanup);

const LABEL = 'Trade 2 for 1 Tower';

function mount(props: { max: number; step?: number; value?: number }) {
  const changes: number[] = [];
  const view = (value: number) => <Stepper label={LABEL} value={value} max={props.max} step={props.step ?? 1} onChange={(v) => changes.push(v)} />;
  const { rerender } = render(view(props.value ?? 0));
  return {
    changes,
    redraw: (value: number) => rerender(view(value)),
    input: () => screen.getByRole('spinbutton', { name: LABEL }) as HTMLInputElement,
    more: () => screen.getByRole('button', { name: `${LABEL}: one more` }) as HTMLButtonElement,
    less: () => screen.getByRole('button', { name: `${LABEL}: one less` }) as HTMLButtonElement,
  };
}

describe('a stepper', () => {
  test('holding 5, selling 2, typing a trade of 4 gives 2: the 3 left allow one pair, never an odd trade', () => {
    // 5 held - 2 sold = 3 left; trades go 2 at a time, so the most is 2 (3 rounded down to a multiple of 2).
    const { input, changes } = mount({ max: 3, step: 2 });
    expect(input().max).toBe('2');
    fireEvent.change(Object.assign(input(), { value: '4' }));
    expect(changes).toEqual([2]);
    expect(input().value).toBe('2');
  });

  test('a typed odd number goes down to the step below; below the minimum or cleared gives the minimum', () => {
    const { input, changes } = mount({ max: 10, step: 2, value: 4 });
    fireEvent.change(Object.assign(input(), { value: '7' }));
    fireEvent.change(Object.assign(input(), { value: '-3' }));
    fireEvent.change(Object.assign(input(), { value: '' }));
    // 7 → 6 (the pair below); -3 → 0 (the minimum); a cleared field (a number field's value for text too) → 0.
    expect(changes).toEqual([6, 0, 0]);
  });

  test('the buttons step by the step and disable where the next step would pass a bound', () => {
    const { more, less, redraw, changes } = mount({ max: 3, step: 2, value: 2 });
    expect([more().disabled, less().disabled]).toEqual([true, false]);
    fireEvent.click(less());
    redraw(0);
    expect([more().disabled, less().disabled]).toEqual([false, true]);
    fireEvent.click(more());
    expect(changes).toEqual([0, 2]);
  });

  test('stepAligned: from 0 in twos up to 3 → 2; up to 4 → 4; a bound below the start → the start', () => {
    expect([stepAligned(0, 3, 2), stepAligned(0, 4, 2), stepAligned(0, 7, 1), stepAligned(2, 1, 2)]).toEqual([2, 4, 7, 2]);
  });
});

describe('a typed number', () => {
  test('counts as it is typed (an input event), clamped to the bounds: typing 3 then tapping elsewhere needs no change event', () => {
    // Max 2: a typed 3 is 2; a typed 1 is 1. Each input event reports at once.
    const { input, changes } = mount({ max: 2 });
    fireEvent.input(Object.assign(input(), { value: '1' }));
    fireEvent.input(Object.assign(input(), { value: '3' }));
    expect(changes).toEqual([1, 2]);
  });
});

/** A number stepper with big − / + buttons (one-handed entry), bounded by min and max; the number can be typed. */
import { useId } from 'preact/hooks';
import { stepAligned } from './step-aligned.ts';
import './style.css';

interface Props {
  label: string;
  value: number;
  min?: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Extra text under the label (a price, a limit). */
  hint?: string;
  /** Keep the label for screen readers only (when a field beside the stepper already names it). */
  hideLabel?: boolean;
}

/** − value + with an accessible label; buttons disable at the bounds. */
export function Stepper({ label, value, min = 0, max, step = 1, onChange, hint, hideLabel }: Props) {
  // Unique per stepper: both sides of a trade have a "Tower" stepper.
  const id = useId();
  // The highest value reachable in whole steps: with 3 shares left, trades (2 at a time) stop at 2, never 3.
  const top = stepAligned(min, max, step);
  // Typed numbers are clamped to the bounds (and to the step: trades come in pairs); what is not a number keeps the value.
  const clampTyped = (text: string): number => {
    const typed = Math.floor(Number(text));
    return Number.isFinite(typed) ? stepAligned(min, Math.min(top, Math.max(min, typed)), step) : value;
  };
  return (
    <div class={hideLabel ? 'stepper compact' : 'stepper'} role="group" aria-labelledby={id}>
      <span id={id} class={hideLabel ? 'sr-only' : 'stepper-label'}>
        {label}
        {hint && <small>{hint}</small>}
      </span>
      <button type="button" aria-label={`${label}: one less`} disabled={value - step < min} onClick={() => onChange(value - step)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={top}
        step={step}
        value={value}
        // A typed number counts as it is typed: the next tap (a submit, another field) may come before any change
        // event. Leaving the field writes the clamped number back into it.
        onInput={(e) => onChange(clampTyped(e.currentTarget.value))}
        onChange={(e) => {
          const clamped = clampTyped(e.currentTarget.value);
          e.currentTarget.value = String(clamped);
          onChange(clamped);
        }}
      />
      <button type="button" aria-label={`${label}: one more`} disabled={value + step > top} onClick={() => onChange(value + step)}>
        +
      </button>
    </div>
  );
}

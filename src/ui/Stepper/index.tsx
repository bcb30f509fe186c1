/** A number stepper with big − / + buttons (one-handed entry), bounded by min and max. */
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
  const id = `stepper-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div class={hideLabel ? 'stepper compact' : 'stepper'} role="group" aria-labelledby={id}>
      <span id={id} class={hideLabel ? 'sr-only' : 'stepper-label'}>
        {label}
        {hint && <small>{hint}</small>}
      </span>
      <button type="button" aria-label={`${label}: one less`} disabled={value - step < min} onClick={() => onChange(value - step)}>
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" aria-label={`${label}: one more`} disabled={value + step > max} onClick={() => onChange(value + step)}>
        +
      </button>
    </div>
  );
}

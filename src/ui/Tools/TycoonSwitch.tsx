/** The classic / Tycoon mode switch of the quick tools: one toggle button, the same words in each tool. */

/** A toggle for Tycoon mode (the third bonus); `on` is the current choice. */
export function TycoonSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button type="button" class="tycoon-switch" aria-pressed={on} onClick={() => onChange(!on)}>
      Tycoon mode (3rd bonus): {on ? 'on' : 'off'}
    </button>
  );
}

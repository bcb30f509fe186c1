/** Display preferences kept in localStorage (not game data): theme and keeping the screen awake. */
import { signal } from '@preact/signals';

/** auto follows the system; dark and light force one. */
export type Theme = 'auto' | 'dark' | 'light';

function read(key: string, fallback: string): string {
  try {
    return localStorage.getItem(`mergemaker.${key}`) ?? fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(`mergemaker.${key}`, value);
  } catch {
    // Private mode may refuse; the preference then lasts for this visit only.
  }
}

/** The chosen theme. */
export const theme = signal<Theme>(read('theme', 'auto') as Theme);
/** Whether the screen is kept awake during a game (on by default: the banker's phone must not sleep). */
export const keepAwake = signal(read('keepAwake', 'on') === 'on');

/** Puts the chosen theme on the document. */
export function applyTheme(): void {
  if (theme.value === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme.value;
}

/** Cycles auto → dark → light. */
export function nextTheme(): void {
  theme.value = theme.value === 'auto' ? 'dark' : theme.value === 'dark' ? 'light' : 'auto';
  write('theme', theme.value);
  applyTheme();
}

/** Turns keeping the screen awake on or off. */
export function setKeepAwake(on: boolean): void {
  keepAwake.value = on;
  write('keepAwake', on ? 'on' : 'off');
}

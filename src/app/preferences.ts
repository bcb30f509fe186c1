/** Display preferences kept in localStorage (not game data): theme, keeping the screen awake, the large board. */
import { signal } from '@preact/signals';
import { webStorage, type KeyValueStore } from './web-storage.ts';

/** auto follows the system; dark and light force one. */
export type Theme = 'auto' | 'dark' | 'light';

const THEMES: readonly Theme[] = ['auto', 'dark', 'light'];

/** The preferences as signals, read from `store` once and written back on each change. */
export function createPreferences(store: KeyValueStore | null = webStorage('localStorage')) {
  const read = (key: string): string | null => {
    try {
      return store?.getItem(`mergemaker.${key}`) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      store?.setItem(`mergemaker.${key}`, value);
    } catch {
      // Private mode may refuse; the preference then lasts for this visit only.
    }
  };
  const stored = read('theme') as Theme | null;
  /** The chosen theme. */
  const theme = signal<Theme>(stored && THEMES.includes(stored) ? stored : 'auto');
  /** Whether the screen is kept awake during a game (on by default: the banker's phone must not sleep). */
  const keepAwake = signal(read('keepAwake') !== 'off');
  /** Whether the board is drawn large, in high contrast (bigger squares and text for bad light or tired eyes). */
  const largeBoard = signal(read('largeBoard') === 'on');

  /** Puts the chosen theme on the document. */
  function applyTheme(): void {
    if (typeof document === 'undefined') return;
    if (theme.value === 'auto') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme.value;
  }

  /** Cycles auto → dark → light. */
  function nextTheme(): void {
    theme.value = THEMES[(THEMES.indexOf(theme.value) + 1) % THEMES.length]!;
    write('theme', theme.value);
    applyTheme();
  }

  /** Turns keeping the screen awake on or off. */
  function setKeepAwake(on: boolean): void {
    keepAwake.value = on;
    write('keepAwake', on ? 'on' : 'off');
  }

  /** Turns the large, high-contrast board on or off. */
  function setLargeBoard(on: boolean): void {
    largeBoard.value = on;
    write('largeBoard', on ? 'on' : 'off');
  }

  return { theme, keepAwake, largeBoard, applyTheme, nextTheme, setKeepAwake, setLargeBoard };
}

/** The preferences' type. */
export type Preferences = ReturnType<typeof createPreferences>;

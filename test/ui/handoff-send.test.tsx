// @vitest-environment happy-dom
// The hand-over panel follows the game: a new entry or an undo redraws the codes, and the code shown stays one of
// them (an undo that leaves fewer codes must not point past the last).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { handoffFrames } from '../../src/app/handoff.ts';
import { serializeRecord, type GameRecord } from '../../src/engine/index.ts';
import { HandoffSend } from '../../src/ui/Handoff/Send.tsx';
import { randomGame } from '../fixtures/random-game.ts';

afterEach(cleanup);

const count = () => screen.getByText(/^Code \d+ of \d+$/).textContent;

describe('the hand-over panel', () => {
  test('on the last code, an undo to a game of fewer codes shows one of its codes, never past the end', async () => {
    const long: GameRecord = randomGame(3, { players: 4, maxActions: 250 }).record;
    const short: GameRecord = { ...long, actions: long.actions.slice(0, 20) };
    const [many, few] = [(await handoffFrames(serializeRecord(long))).length, (await handoffFrames(serializeRecord(short))).length];
    expect(many).toBeGreaterThan(few);
    const { rerender } = render(<HandoffSend record={long} onClose={() => undefined} />);
    await waitFor(() => expect(count()).toBe(`Code 1 of ${many}`));
    fireEvent.click(screen.getByRole('button', { name: '← Previous' }));
    await waitFor(() => expect(count()).toBe(`Code ${many} of ${many}`));
    rerender(<HandoffSend record={short} onClose={() => undefined} />);
    // The code shown is one of the short game's: its number read as a number (a character class breaks at 10 codes).
    const shown = (text: string | null) => {
      const m = /^Code (\d+) of (\d+)/.exec(text ?? '');
      return m ? { n: Number(m[1]), of: Number(m[2]) } : null;
    };
    await waitFor(() => expect(shown(count())?.of).toBe(few));
    const { n } = shown(count())!;
    expect(n >= 1 && n <= few).toBe(true);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`Code ${n} of ${few} of this game`);
  });
});

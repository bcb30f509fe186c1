// @vitest-environment happy-dom
// New game, drawing for order (docs/rules.md: the tile nearest 1A plays first): each drawn tile stays with the player
// who drew it, whatever is done to the list of players afterwards.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { renderNewGame } from './render.tsx';

afterEach(cleanup);

describe('drawing for order', () => {
  test("Ann 9I, Ben 1A, Cal 5E; Ann is removed: Ben still drew 1A and Cal 5E, so Ben plays first", async () => {
    await renderNewGame();
    while (screen.queryAllByPlaceholderText(/^Player \d$/).length < 3) fireEvent.click(screen.getByRole('button', { name: '+ Add player' }));
    ['Ann', 'Ben', 'Cal'].forEach((n, i) => fireEvent.input(screen.getAllByPlaceholderText(/^Player \d$/)[i]!, { target: { value: n } }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Draw a tile each for order/ }));
    for (const [who, tile] of [['Ann', '9I'], ['Ben', '1A'], ['Cal', '5E']]) fireEvent.input(screen.getByLabelText(`${who} drew`), { target: { value: tile } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove player 1' }));
    await waitFor(() => expect(screen.queryByLabelText('Ann drew')).toBeNull());
    expect((screen.getByLabelText('Ben drew') as HTMLInputElement).value).toBe('1A');
    expect((screen.getByLabelText('Cal drew') as HTMLInputElement).value).toBe('5E');
    // 1A is nearest 1A: Ben first, then Cal.
    expect(screen.getByText(/^Order of play:/).textContent).toBe('Order of play: Ben → Cal');
  });
});

// @vitest-environment happy-dom
// "No playable tile" (docs/rules.md R14): the player places none and still buys. Easy to tap by mistake, so it asks once.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { appAt, renderPanel, THREE } from './render.tsx';

afterEach(cleanup);

describe('no playable tile', () => {
  test('the first tap asks; "Skip Ann\'s tile" stores the skip and Ann goes on to buy', async () => {
    const app = await appAt(THREE, []);
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'No playable tile' }));
    await screen.findByText(/^Skip Ann's tile\? Only when none of Ann's tiles can be placed/);
    expect(app.session.value!.record.actions).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: "Skip Ann's tile" }));
    await waitFor(() => expect(app.session.value!.record.actions).toEqual([{ type: 'skipPlace' }]));
  });

  test('Cancel stores nothing and closes the question', async () => {
    const app = await appAt(THREE, []);
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'No playable tile' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: "Skip Ann's tile" })).toBeNull());
    expect(app.session.value!.record.actions).toEqual([]);
  });
});

// @vitest-environment happy-dom
// A screen loaded on first use whose code cannot be fetched says so and offers a retry and a reload (never
// "Loading…" forever); a retry that succeeds shows the screen.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { lazyComponent } from '../../src/ui/lazy.tsx';

afterEach(cleanup);

describe('a screen loaded on first use', () => {
  test('its code fails to load: said in words with Try again and Reload; Try again fetches anew and shows it', async () => {
    let calls = 0;
    const Screen = lazyComponent<{ who: string }>(() => {
      calls++;
      if (calls === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve(({ who }: { who: string }) => <p>Hello {who}</p>);
    });
    render(<Screen who="Ann" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload the app' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

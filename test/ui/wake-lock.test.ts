// @vitest-environment happy-dom
// Keeping the screen awake during a game: taken on start, taken again when the page is shown, released after.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useWakeLock } from '../../src/app/wake-lock.ts';

function Probe({ active }: { active: boolean }) {
  useWakeLock(active);
  return null;
}

describe('the screen wake lock', () => {
  const release = vi.fn(() => Promise.resolve());
  const request = vi.fn(() => Promise.resolve({ release }));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  afterEach(() => {
    request.mockClear();
    release.mockClear();
  });

  test('is requested while a game is shown, again after the page comes back, and released at the end', async () => {
    const root = document.createElement('div');
    await act(() => render(h(Probe, { active: true }), root));
    expect(request).toHaveBeenCalledWith('screen');
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => Promise.resolve());
    expect(request).toHaveBeenCalledTimes(2);
    await act(() => render(h(Probe, { active: false }), root));
    expect(release).toHaveBeenCalled();
  });

  test('is not requested when switched off', async () => {
    const root = document.createElement('div');
    await act(() => render(h(Probe, { active: false }), root));
    expect(request).not.toHaveBeenCalled();
  });

  test('a lock granted only after the game screen closed is released at once', async () => {
    let grant: (lock: { release: typeof release }) => void = () => undefined;
    request.mockImplementationOnce(() => new Promise((resolve) => (grant = resolve)));
    const root = document.createElement('div');
    await act(() => render(h(Probe, { active: true }), root));
    await act(() => render(h(Probe, { active: false }), root));
    expect(release).not.toHaveBeenCalled();
    await act(async () => grant({ release }));
    expect(release).toHaveBeenCalledTimes(1);
  });
});

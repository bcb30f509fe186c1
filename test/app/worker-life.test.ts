// The workers' one life cycle: started on first use, kept while a screen holds them or a job runs, ended when idle,
// when the last screen lets go, or at once.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { WorkerLife } from '../../src/app/worker-life.ts';

afterEach(() => void vi.useRealTimers());

function counted() {
  const log = { started: 0, stopped: 0 };
  const life = new WorkerLife<{ n: number }>(
    async () => ({ n: ++log.started }),
    () => void log.stopped++,
    1000,
  );
  return { life, log };
}

describe('a worker life cycle', () => {
  test('a screen opened and closed ten times with no job leaves no worker running', async () => {
    const { life, log } = counted();
    for (let i = 0; i < 10; i++) {
      const release = life.hold();
      await life.get();
      release();
      release();
      await Promise.resolve();
    }
    await new Promise((r) => setTimeout(r, 0));
    expect(life.running()).toBe(false);
    expect(log).toEqual({ started: 10, stopped: 10 });
  });

  test('held and idle: ended after the idle time; a job keeps it, and the idle time counts from its end', async () => {
    vi.useFakeTimers();
    const { life, log } = counted();
    life.hold();
    await life.get();
    let finish!: () => void;
    const job = life.run(() => new Promise<void>((r) => (finish = r)));
    await vi.advanceTimersByTimeAsync(5000);
    expect(life.running()).toBe(true);
    finish();
    await job;
    await vi.advanceTimersByTimeAsync(999);
    expect(life.running()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect([life.running(), log.stopped]).toEqual([false, 1]);
  });

  test('let go during a job: ended when the job is done, not before', async () => {
    const { life, log } = counted();
    const release = life.hold();
    let finish!: () => void;
    const job = life.run(() => new Promise<void>((r) => (finish = r)));
    await Promise.resolve();
    release();
    expect(life.running()).toBe(true);
    finish();
    await job;
    await new Promise((r) => setTimeout(r, 0));
    expect([life.running(), log.stopped]).toEqual([false, 1]);
  });

  test('ended while still starting: stopped as soon as it has started; a failed start is tried again next time', async () => {
    let fail = true;
    const stopped: number[] = [];
    const life = new WorkerLife<number>(async () => (fail ? Promise.reject(new Error('no')) : 7), (n) => void stopped.push(n), 1000);
    await expect(life.get()).rejects.toThrow('no');
    fail = false;
    const starting = life.get();
    await life.end();
    expect([await starting, stopped, life.running()]).toEqual([7, [7], false]);
  });
});

describe('a cancelled job', () => {
  test('ended mid-job (cancel): the job that never settles does not keep the next worker from its idle end', async () => {
    vi.useFakeTimers();
    const { life, log } = counted();
    life.hold();
    void life.run(() => new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(0);
    await life.end();
    await life.run(async () => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect([life.running(), log]).toEqual([false, { started: 2, stopped: 2 }]);
  });
});

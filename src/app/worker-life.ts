/**
 * One life cycle for the app's workers (the scanner's two, the QR reader's): started on first use, shared by every
 * job, ended when nobody holds them and no job has run for a while, or at once on cancel. A screen holds them while
 * it is open and lets go when it closes; the last to let go ends them unless a job still runs (then they end when it
 * is done). The one owner, so a screen cannot forget to end them.
 */

/** Starts what the life cycle owns (a worker or several), given what the caller passed to `get`. */
export type Starter<T, A> = (arg: A | undefined) => Promise<T>;

/** A worker (or set of workers) with its life cycle. */
export class WorkerLife<T, A = void> {
  private value: Promise<T> | null = null;
  private holders = 0;
  /** True once the last holder let go (until it is held or asked for again): then no idle time is left to it. */
  private letGo = false;
  private jobs = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Counts the ends: a job of an ended worker (which may never settle) no longer counts as running. */
  private generation = 0;

  constructor(
    private readonly start: Starter<T, A>,
    private readonly stop: (t: T) => void | Promise<void>,
    /** How long it is kept with no job (the last holder letting go ends it at once). */
    public idleMs: number,
  ) {}

  /** The worker, started if it is not running (a start that fails is forgotten, so the next call tries again). */
  get(arg?: A): Promise<T> {
    this.disarm();
    this.letGo = false;
    if (!this.value) {
      const started = this.start(arg);
      this.value = started;
      started.catch(() => {
        if (this.value === started) this.value = null;
      });
    }
    if (this.jobs === 0) this.arm();
    return this.value;
  }

  /** Runs a job on the worker; it is not ended for idleness while a job runs. */
  async run<R>(job: (t: T) => Promise<R>, arg?: A): Promise<R> {
    const generation = this.generation;
    this.jobs++;
    this.disarm();
    try {
      return await job(await this.get(arg));
    } finally {
      if (generation === this.generation) this.jobs--;
      if (generation === this.generation && this.jobs === 0) {
        if (this.letGo && this.holders === 0) void this.end();
        else this.arm();
      }
    }
  }

  /** A screen holds the worker while it is open; the returned release (safe to call twice) lets it go. */
  hold(): () => void {
    this.holders++;
    this.letGo = false;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.holders--;
      if (this.holders > 0) return;
      this.letGo = true;
      if (this.jobs === 0) void this.end();
    };
  }

  /** Ends the worker now (cancel, or nobody needs it). */
  async end(): Promise<void> {
    this.disarm();
    this.generation++;
    this.jobs = 0;
    const v = this.value;
    this.value = null;
    if (v) {
      const t = await v.catch(() => null);
      if (t !== null) await this.stop(t);
    }
  }

  /** Whether the worker is running or starting. */
  running(): boolean {
    return this.value !== null;
  }

  private arm(): void {
    this.disarm();
    if (!this.value) return;
    this.timer = setTimeout(() => void this.end(), this.idleMs);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * Sends `job` (with its `id`) to a worker and waits for the answer carrying the same id: the worker lives on between
 * jobs, so both listeners go once this one is answered. Rejects when the worker fails.
 */
export function askWorker<A extends { id: number }, J extends { id: number } = { id: number }>(w: Worker, job: J, transfer: Transferable[] = []): Promise<A> {
  return new Promise<A>((resolve, reject) => {
    const done = () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
    };
    const onMessage = (e: MessageEvent<A>) => {
      if (e.data.id !== job.id) return;
      done();
      resolve(e.data);
    };
    const onError = (e: ErrorEvent) => {
      done();
      reject(new Error(e.message));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage(job, transfer);
  });
}

/**
 * One job at a time, always cancellable (the scanner's scans, the board reader's photos): a second job while one runs
 * is refused with `busy()`; an abort rejects at once with `aborted()` after `onCancel` (which ends the workers).
 */
export class OneAtATime {
  private running = false;

  constructor(
    private readonly busy: () => Error,
    private readonly aborted: () => Error,
  ) {}

  /** Runs `job`, which may race each of its own steps against the cancel with `race`. */
  async run<T>(signal: AbortSignal | undefined, onCancel: () => void, job: (race: <R>(p: Promise<R>) => Promise<R>) => Promise<T>): Promise<T> {
    if (this.running) throw this.busy();
    if (signal?.aborted) throw this.aborted();
    this.running = true;
    let cancel: () => void = () => undefined;
    const cancelled = new Promise<never>((_, reject) => {
      cancel = () => {
        onCancel();
        reject(this.aborted());
      };
      signal?.addEventListener('abort', cancel);
    });
    cancelled.catch(() => undefined); // raced below; never left unhandled
    const race = <R,>(p: Promise<R>) => Promise.race([p, cancelled]);
    try {
      return await race(job(race));
    } finally {
      this.running = false;
      signal?.removeEventListener('abort', cancel);
    }
  }
}

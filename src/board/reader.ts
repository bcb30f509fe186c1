/**
 * Reading a photo of the board, from the main thread: the photo goes to the board worker (board.worker.ts), started
 * on first use and kept a minute after (app/worker-life.ts, the one life cycle of the app's workers). One photo at a
 * time: a second is refused (BoardBusyError) while one is read; a read can always be cancelled (the worker is ended).
 */
import { WorkerLife } from '../app/worker-life.ts';
import type { BoardAnswer, BoardJob } from './board.worker.ts';
import type { BoardReading } from './read-board.ts';

export type { BoardReading } from './read-board.ts';

/** A photo asked to be read while another is. */
export class BoardBusyError extends Error {
  constructor() {
    super('A photo of the board is still being read');
    this.name = 'BoardBusyError';
  }
}

const abortError = () => new DOMException('Reading the board cancelled', 'AbortError');

const life = new WorkerLife<Worker>(
  async () => new Worker(new URL('./board.worker.ts', import.meta.url), { type: 'module' }),
  (w) => w.terminate(),
  60_000,
);
let reading = false;
let nextId = 0;

/**
 * Reads a photo of the board against the tiles the game has entered (`corners`: the grid's corners as the banker
 * dragged them, 1A, 12A, 12I, 1I, in the photo's pixels). The bitmap is handed over to the worker, not copied.
 */
export async function readBoardPhoto(image: ImageBitmap, entered: string[], options: { corners?: [number, number][]; signal?: AbortSignal } = {}): Promise<BoardReading & { ms: number }> {
  const { corners, signal } = options;
  if (reading) throw new BoardBusyError();
  if (signal?.aborted) throw abortError();
  reading = true;
  let cancel: () => void = () => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () => {
      void life.end();
      reject(abortError());
    };
    signal?.addEventListener('abort', cancel);
  });
  cancelled.catch(() => undefined);
  try {
    return await Promise.race([
      life.run(
        (w) =>
          new Promise<BoardReading & { ms: number }>((resolve, reject) => {
            const id = ++nextId;
            const done = () => {
              w.removeEventListener('message', onMessage);
              w.removeEventListener('error', onError);
            };
            const onMessage = (e: MessageEvent<BoardAnswer>) => {
              if (e.data.id !== id) return;
              done();
              if ('reading' in e.data) resolve({ ...e.data.reading, ms: e.data.ms });
              else reject(new Error(e.data.error));
            };
            const onError = (e: ErrorEvent) => {
              done();
              reject(new Error(e.message));
            };
            w.addEventListener('message', onMessage);
            w.addEventListener('error', onError);
            w.postMessage({ id, image, entered, ...(corners ? { corners } : {}) } satisfies BoardJob, [image]);
          }),
      ),
      cancelled,
    ]);
  } finally {
    reading = false;
    signal?.removeEventListener('abort', cancel);
  }
}

/** Holds the worker while a screen that reads the board is open; the returned function lets it go. */
export function holdBoardReader(): () => void {
  return life.hold();
}

/** Whether the board worker is running or starting. */
export function boardReaderRunning(): boolean {
  return life.running();
}

/**
 * Reading a photo of the board, from the main thread: the photo goes to the board worker (board.worker.ts), started
 * on first use and kept a minute after (app/worker-life.ts, the one life cycle of the app's workers). One photo at a
 * time: a second is refused (BoardBusyError) while one is read; a read can always be cancelled (the worker is ended).
 */
import { askWorker, OneAtATime, WorkerLife } from '../app/worker-life.ts';
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
const oneRead = new OneAtATime(() => new BoardBusyError(), abortError);
let nextId = 0;

/**
 * Reads a photo of the board against the tiles the game has entered (`corners`: the grid's corners as the banker
 * dragged them, 1A, 12A, 12I, 1I, in the photo's pixels). The bitmap is handed over to the worker, not copied.
 */
export async function readBoardPhoto(image: ImageBitmap, entered: string[], options: { corners?: [number, number][]; signal?: AbortSignal } = {}): Promise<BoardReading & { ms: number }> {
  const { corners, signal } = options;
  return oneRead.run(
    signal,
    () => void life.end(),
    () =>
      life.run(async (w) => {
        const job: BoardJob = { id: ++nextId, image, entered, ...(corners ? { corners } : {}) };
        const answer = await askWorker<BoardAnswer>(w, job, [image]);
        if ('error' in answer) throw new Error(answer.error);
        return { ...answer.reading, ms: answer.ms };
      }),
  );
}

/** Holds the worker while a screen that reads the board is open; the returned function lets it go. */
export function holdBoardReader(): () => void {
  return life.hold();
}

/** Whether the board worker is running or starting. */
export function boardReaderRunning(): boolean {
  return life.running();
}

/**
 * Check the board (issue 37): a photo of the table read against the game's tiles, from the game screen at any step.
 * The answer is worked out anew from the game as it is now (after an Undo, a tile placed, or another tab), so a
 * choice shown is always still possible: "agree" (every space seen), or each difference with what to do: place a
 * tile seen and not entered (one tap, where the rules allow it now), undo the last entry when it is not on the
 * table, the spaces that could not be seen. The grid found is drawn on the photo; when none is found, or it is
 * wrong, the banker drags its four corners and the photo is read again. The reader (a worker) loads on first use.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { boardCheckWords, checkBoard, enteredTiles } from '../../app/board-check.ts';
import { gridOverlay, startingCorners, type Corners } from '../../board/overlay.ts';
import { holdBoardReader, readBoardPhoto, type BoardReading } from '../../board/reader.ts';
import { parseTile, type Action, type GameState } from '../../engine/index.ts';
import { useApp, useGameCommands } from '../context.ts';
import { PhotoSource, refusedWhileBusy, STILL_READING, useDropZone } from '../PhotoSource/index.tsx';
import './style.css';

/** The photo is kept (for drawing, and to read again with corners dragged) this long on its longer side at most. */
const LONGEST = 1280;
const CORNER_NAMES = ['1A', '12A', '12I', '1I'];

interface Props {
  state: GameState;
  actions: readonly Action[];
  /** A tile seen and not entered, placed as a tap on the board places it. */
  onChoose: (tile: number) => void;
  onClose: () => void;
}

/** The board check panel; see the module's comment. */
export function BoardCheck({ state, actions, onChoose, onClose }: Props) {
  const app = useApp();
  const { undo } = useGameCommands();
  const photo = useSignal<{ width: number; height: number } | null>(null);
  const kept = useRef<ImageBitmap | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const photoBox = useRef<HTMLDivElement>(null);
  const busy = useSignal<AbortController | null>(null);
  const reading = useSignal<(BoardReading & { ms: number }) | null>(null);
  const corners = useSignal<Corners | null>(null);
  const adjusting = useSignal(false);
  const error = useSignal<string | null>(null);
  // The game's tiles when a photo is sent: the latest, whatever the screen drew last.
  const latest = useRef(state);
  latest.current = state;
  const dropZone = useDropZone(
    (image) => void take(image),
    (m) => (error.value = m),
  );

  // The panel holds the reader's worker while it is open; a read still going when it closes is cancelled.
  useEffect(() => {
    const release = holdBoardReader();
    return () => {
      busy.peek()?.abort();
      release();
      kept.current?.close();
    };
  }, []);

  useEffect(() => {
    const c = canvas.current;
    const p = photo.value;
    if (c && p && kept.current) {
      c.width = p.width;
      c.height = p.height;
      c.getContext('2d')?.drawImage(kept.current, 0, 0);
    }
  }, [photo.value]);

  // The corners to drag are brought into view (on a phone the photo may be below the check's words).
  useEffect(() => {
    if (adjusting.value) photoBox.current?.scrollIntoView({ block: 'nearest' });
  }, [adjusting.value]);

  /** A new photo: kept (at most 1280 px long) and read. One at a time: a second while one is read is refused. */
  async function take(image: ImageBitmap) {
    if (refusedWhileBusy(!!busy.value, image, (m) => (error.value = m))) return;
    const scale = Math.min(1, LONGEST / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    let copy: ImageBitmap;
    try {
      copy = await createImageBitmap(image, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    } catch {
      error.value = 'That photo could not be read. Try another.';
      return;
    } finally {
      image.close();
    }
    kept.current?.close();
    kept.current = copy;
    reading.value = null;
    corners.value = null;
    adjusting.value = false;
    // A new object each photo: the canvas is drawn again even when the size is the same.
    photo.value = { width, height };
    await read();
  }

  /** Reads the kept photo: its grid found by the reader, or from the corners dragged. */
  async function read(dragged?: Corners) {
    const p = photo.peek();
    if (!kept.current || !p) return;
    if (busy.value) return void (error.value = STILL_READING);
    const controller = new AbortController();
    busy.value = controller;
    error.value = null;
    try {
      const image = await createImageBitmap(kept.current);
      const r = await readBoardPhoto(image, enteredTiles(latest.current), { signal: controller.signal, ...(dragged ? { corners: dragged } : {}) });
      reading.value = r;
      corners.value = r.corners ?? dragged ?? startingCorners(p.width, p.height);
      // No board found: the corners are offered to drag at once.
      adjusting.value = !r.board;
    } catch (e) {
      const name = (e as Error).name;
      error.value = name === 'AbortError' ? 'Reading cancelled.' : name === 'BoardBusyError' ? STILL_READING : 'That photo could not be read. Try another.';
    } finally {
      busy.value = null;
    }
  }

  const check = reading.value ? checkBoard(state, actions, reading.value) : null;
  const lines = check ? boardCheckWords(check) : [];
  const grid = corners.value && (reading.value?.board || adjusting.value) ? gridOverlay(corners.value) : null;
  const marks = check?.kind === 'differs' ? check : null;

  return (
    <section class={dropZone.dropping.value ? 'board-check panel dropping' : 'board-check panel'} aria-labelledby="board-check-title" {...dropZone.handlers}>
      <div class="row check-head">
        <h2 id="board-check-title">Check the board</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p class="muted">A photo of the whole board, from any side: the app finds which spaces hold a tile and compares them with the game.</p>
      <PhotoSource
        ready
        busy={!!busy.value}
        captureLabel="Read the board in view"
        onImage={(image) => void take(image)}
        onError={(m) => (error.value = m)}
        onCancel={() => busy.value?.abort()}
      />
      {busy.value && <p role="status">Reading the board…</p>}
      {error.value && <p role="alert">{error.value}</p>}
      {check && (
        <fieldset class="guard check-lines" disabled={app.resting}>
          <div role="status">
            <ul aria-label="What the photo shows">
              {lines.map((l) => (
                <li key={l.text} class={check.kind === 'agree' ? 'agree' : undefined}>
                  <span>{l.text}</span>
                  {l.place && (
                    <button type="button" class="primary" onClick={() => onChoose(parseTile(l.place!)!)}>
                      Place {l.place}
                    </button>
                  )}
                  {l.undo && (
                    <button type="button" onClick={() => void undo()}>
                      Undo {l.undo}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </fieldset>
      )}
      {photo.value && (
        <div class="check-photo" ref={photoBox}>
          <canvas ref={canvas} aria-label={reading.value?.board ? 'The photo, with the grid found drawn on it' : 'The photo'} role="img" />
          <svg viewBox={`0 0 ${photo.value.width} ${photo.value.height}`} preserveAspectRatio="none" aria-hidden="true">
            {grid?.lines.map(([a, b], i) => <line key={i} x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} class="grid-line" />)}
            {grid &&
              marks &&
              [
                ...marks.notEntered.map((t) => ({ tile: t.tile, kind: 'not-entered' })),
                ...marks.notOnTable.map((t) => ({ tile: t.tile, kind: 'not-on-table' })),
                ...marks.unseen.map((tile) => ({ tile, kind: 'unseen' })),
              ].map(({ tile, kind }) => {
                const [x, y] = grid.centres[parseTile(tile)!]!;
                return <circle key={tile} cx={x} cy={y} r={photo.value!.width / 60} class={`mark ${kind}`} />;
              })}
          </svg>
          {adjusting.value && corners.value && <CornerHandles corners={corners.value} size={photo.value} onMove={(c) => (corners.value = c)} />}
        </div>
      )}
      {photo.value && !busy.value && (
        <div class="row">
          {adjusting.value ? (
            <>
              <button type="button" class="primary" disabled={!corners.value} onClick={() => void read(corners.value!)}>
                Read with these corners
              </button>
              {reading.value?.board && (
                <button type="button" onClick={() => (adjusting.value = false)}>
                  Keep the grid found
                </button>
              )}
            </>
          ) : (
            <button type="button" onClick={() => (adjusting.value = true)}>
              Adjust the corners
            </button>
          )}
        </div>
      )}
      {adjusting.value && <p class="muted">Drag each handle to the outer corner of the board's grid (1A, 12A, 12I, 1I, either way round), or focus it and use the arrow keys.</p>}
      {reading.value && <p class="muted">Read in {Math.round(reading.value.ms)} ms.</p>}
    </section>
  );
}

/**
 * The four corners to drag over the photo: 48 px handles, moved by a finger, a mouse or the arrow keys (a step of
 * 1/200 of the photo, ten with Shift).
 */
function CornerHandles({ corners, size, onMove }: { corners: Corners; size: { width: number; height: number }; onMove: (c: Corners) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const moveTo = (i: number, x: number, y: number) => {
    const next = corners.map((c) => [...c] as [number, number]);
    next[i] = [Math.max(0, Math.min(size.width, x)), Math.max(0, Math.min(size.height, y))];
    onMove(next);
  };
  const fromPointer = (i: number, e: PointerEvent) => {
    const r = box.current?.getBoundingClientRect();
    if (!r || r.width === 0) return;
    moveTo(i, ((e.clientX - r.left) / r.width) * size.width, ((e.clientY - r.top) / r.height) * size.height);
  };
  return (
    <div class="corner-handles" ref={box}>
      {corners.map(([x, y], i) => (
        <button
          type="button"
          key={CORNER_NAMES[i]}
          class="corner"
          style={{ left: `${(x / size.width) * 100}%`, top: `${(y / size.height) * 100}%` }}
          aria-label={`Corner ${CORNER_NAMES[i]}: drag it, or use the arrow keys`}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            fromPointer(i, e);
          }}
          onPointerMove={(e) => {
            if (e.currentTarget.hasPointerCapture(e.pointerId)) fromPointer(i, e);
          }}
          onKeyDown={(e) => {
            const step = (Math.max(size.width, size.height) / 200) * (e.shiftKey ? 10 : 1);
            const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
            if (!d) return;
            e.preventDefault();
            moveTo(i, x + d[0]!, y + d[1]!);
          }}
        >
          {CORNER_NAMES[i]}
        </button>
      ))}
    </div>
  );
}

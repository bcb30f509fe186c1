/**
 * Scan tiles with the camera (opened at once), a photo, or a picture pasted or dropped: labels found become chips
 * (tile, how sure, what it would do); nothing is placed without a tap on a chip. The scanner (tesseract.js, about
 * 4 MB) loads when this panel first opens.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { parseTile, previewPlacement, type GameState } from '../../engine/index.ts';
import { ocrPath } from '../../ocr/files.ts';
import { SURE, type LabelReading } from '../../ocr/label.ts';
import { describePreview } from '../../app/wording.ts';
import { PhotoSource, refusedWhileBusy, STILL_READING, useDropZone } from '../PhotoSource/index.tsx';
import './style.css';

type ScannerModule = typeof import('../../ocr/scanner.ts');
const OCR_FILES = [ocrPath('worker.min.js'), ocrPath('lang/eng.traineddata.gz')];

/** Whether the scanner's files are in the offline cache yet. */
async function cachedForOffline(): Promise<boolean> {
  if (!('caches' in window)) return false;
  const hits = await Promise.all(OCR_FILES.map((f) => caches.match(f)));
  return hits.every(Boolean);
}

/** The scan panel; `onChoose` is the same as tapping the board. */
export function Scan({ state, onChoose, onClose }: { state: GameState; onChoose: (tile: number) => void; onClose: () => void }) {
  const scanner = useSignal<ScannerModule | null>(null);
  const loading = useSignal<string | null>('Loading the scanner…');
  const busy = useSignal<AbortController | null>(null);
  const found = useSignal<LabelReading[] | null>(null);
  const unread = useSignal(0);
  const error = useSignal<string | null>(null);
  const offline = useSignal(false);
  const dropZone = useDropZone(
    (image) => void scanBitmap(image),
    (m) => (error.value = m),
  );

  useEffect(() => {
    let live = true;
    // The panel holds the scanner's workers while it is open; closing it lets them go (app/worker-life.ts).
    let release: (() => void) | null = null;
    void import('../../ocr/scanner.ts')
      .then(async (m) => {
        if (!live) return;
        release = m.holdScanner();
        // The worker's logger also reports each recognition later on: only its loading is shown here.
        await m.startScanner((fraction, what) => {
          if (live && !scanner.value) loading.value = `Loading the scanner: ${what} ${Math.round(fraction * 100)}%`;
        });
        if (!live) return;
        scanner.value = m;
        loading.value = null;
        offline.value = await cachedForOffline();
      })
      .catch(() => {
        if (live) loading.value = 'The scanner could not load. It needs one visit with a network first; the board and typing still work.';
      });
    return () => {
      live = false;
      release?.();
    };
  }, []);

  /** One photo at a time: a second one while the first is read is refused in words, never read over it. */
  async function scanBitmap(image: ImageBitmap) {
    if (!scanner.value) return image.close();
    if (refusedWhileBusy(!!busy.value, image, (m) => (error.value = m))) return;
    const controller = new AbortController();
    busy.value = controller;
    error.value = null;
    found.value = null;
    unread.value = 0;
    try {
      const result = await scanner.value.scanImage(image, controller.signal);
      found.value = result.labels;
      unread.value = result.unread;
      // A photo refused while this one was read: the refusal is over once the answer is shown.
      error.value = null;
    } catch (e) {
      const name = (e as Error).name;
      error.value =
        name === 'AbortError' ? 'Scan cancelled.' : name === 'ScanBusyError' ? STILL_READING : 'That image could not be read. Try a closer, brighter photo.';
    } finally {
      busy.value = null;
    }
  }

  // A photo still being read when the panel closes is cancelled: nobody is left to see its answer.
  useEffect(() => () => busy.peek()?.abort(), []);

  return (
    <section class={dropZone.dropping.value ? 'scan panel dropping' : 'scan panel'} aria-labelledby="scan-title" {...dropZone.handlers}>
      <div class="row scan-head">
        <h2 id="scan-title">Scan tiles</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {loading.value && <p role="status">{loading.value}</p>}
      <PhotoSource
        ready={!!scanner.value}
        busy={!!busy.value}
        captureLabel="Read the tiles in view"
        onImage={(image) => void scanBitmap(image)}
        onError={(m) => (error.value = m)}
        onCancel={() => busy.value?.abort()}
      >
        <p class="muted">{offline.value ? 'Scanning works offline on this device.' : 'Scanning needs the network until its files are saved on this device.'}</p>
      </PhotoSource>
      {busy.value && <p role="status">Reading the tiles…</p>}
      {error.value && <p role="alert">{error.value}</p>}
      {found.value && found.value.length === 0 && unread.value === 0 && <p role="status">No tile found in this photo. Hold the tiles closer, in good light.</p>}
      {found.value && unread.value > 0 && (
        <p role="status">
          {unread.value === 1 ? 'A tile is here, but its label could not be read' : `${unread.value} tiles are here, but their labels could not be read`}: hold
          the phone closer and keep fingers and shadows off the labels.
        </p>
      )}
      {found.value && found.value.length > 0 && (
        <ul class="chips" aria-label="Tiles found">
          {found.value.map((l) => {
            const preview = previewPlacement(state, l.tile);
            return (
              <li key={l.tile}>
                <button
                  type="button"
                  class={['chip', preview.effect === 'illegal' && 'illegal', l.confidence < SURE && 'doubtful'].filter(Boolean).join(' ')}
                  onClick={() => onChoose(parseTile(l.tile)!)}
                >
                  <strong>{l.tile}</strong> <span>{l.confidence < SURE && 'check it: '}{Math.round(l.confidence * 100)}% sure</span>
                  <small>{describePreview(preview)}</small>
                </button>
                {l.confidence < SURE && l.alternatives.length > 0 && (
                  <span class="alternatives">
                    or{' '}
                    {l.alternatives.map((a) => (
                      <button type="button" key={a} class="chip small" onClick={() => onChoose(parseTile(a)!)}>
                        {a}
                      </button>
                    ))}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Scan tiles with the camera (opened at once), a photo, or a picture pasted or dropped: labels found become chips
 * (tile, how sure, what it would do); nothing is placed without a tap on a chip. The scanner (tesseract.js, about
 * 4 MB) loads when this panel first opens.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { parseTile, previewPlacement, type GameState } from '../../engine/index.ts';
import { ocrPath } from '../../ocr/files.ts';
import { SURE, type LabelReading } from '../../ocr/label.ts';
import { describePreview } from '../../app/wording.ts';
import { useCamera } from '../camera.ts';
import './style.css';

type ScannerModule = typeof import('../../ocr/scanner.ts');
const OCR_FILES = [ocrPath('worker.min.js'), ocrPath('lang/eng.traineddata.gz')];
const STILL_READING = 'Still reading the last photo: wait for it, or cancel it first.';

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
  const cam = useCamera();
  const camera = cam.stream;
  const noCamera = useSignal(false);
  const dropping = useSignal(false);
  const video = useRef<HTMLVideoElement>(null);

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
  function refuseWhileBusy(): boolean {
    if (!busy.value) return false;
    error.value = STILL_READING;
    return true;
  }

  async function scan(file: Blob) {
    let image: ImageBitmap;
    try {
      image = await createImageBitmap(file);
    } catch {
      error.value = 'That file is not an image this browser can read.';
      return;
    }
    await scanBitmap(image);
  }

  async function scanBitmap(image: ImageBitmap) {
    if (!scanner.value || refuseWhileBusy()) return image.close();
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

  /** Opens the rear camera; `quietly` when the panel opens by itself, so a computer without one is not scolded. */
  async function openCamera(quietly = false) {
    error.value = null;
    if (await cam.start()) return void (noCamera.value = false);
    if (camera.value) return;
    noCamera.value = true;
    if (!quietly) error.value = 'The camera is not available (no permission, or no camera). Take or pick a photo instead.';
  }

  // A photo still being read when the panel closes is cancelled: nobody is left to see its answer.
  useEffect(() => () => busy.peek()?.abort(), []);

  // Scan opens the camera straight away: pointing the phone is the point of it. The camera is let go when the panel
  // closes, even while the browser is still asking for it (ui/camera.ts).
  useEffect(() => {
    if ('mediaDevices' in navigator) void openCamera(true);
    else noCamera.value = true;
  }, []);

  async function capture() {
    const v = video.current;
    if (!v || !v.videoWidth || refuseWhileBusy()) return;
    const frame = await createImageBitmap(v);
    await scanBitmap(frame);
  }

  useEffect(() => {
    if (video.current && camera.value) {
      video.current.srcObject = camera.value;
      void video.current.play().catch(() => undefined);
    }
  }, [camera.value]);

  useEffect(() => {
    // A picture pasted on a desktop is scanned like a photo.
    const onPaste = (e: ClipboardEvent) => {
      const item = [...(e.clipboardData?.items ?? [])].find((i) => i.type.startsWith('image/'));
      const file = item?.getAsFile();
      if (file) void scan(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [scanner.value]);

  /** A picture dropped on the panel (a computer) is scanned like a photo. */
  function onDrop(e: DragEvent) {
    e.preventDefault();
    dropping.value = false;
    const file = [...(e.dataTransfer?.files ?? [])].find((f) => f.type.startsWith('image/'));
    if (file) void scan(file);
    else error.value = 'Only a picture can be dropped here.';
  }

  return (
    <section
      class={dropping.value ? 'scan panel dropping' : 'scan panel'}
      aria-labelledby="scan-title"
      onDragOver={(e) => {
        e.preventDefault();
        dropping.value = true;
      }}
      onDragLeave={() => (dropping.value = false)}
      onDrop={onDrop}
    >
      <div class="row scan-head">
        <h2 id="scan-title">Scan tiles</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {loading.value && <p role="status">{loading.value}</p>}
      {camera.value && (
        <div class="camera">
          <video ref={video} muted playsInline aria-label="Camera preview" />
          <button type="button" class="primary" disabled={!!busy.value || !scanner.value} onClick={() => void capture()}>
            Read the tiles in view
          </button>
        </div>
      )}
      {scanner.value && (
        <>
          <p class="muted">{offline.value ? 'Scanning works offline on this device.' : 'Scanning needs the network until its files are saved on this device.'}</p>
          {noCamera.value && !camera.value && <p class="muted">No camera here (or no permission for it): use a photo instead.</p>}
          <div class="row">
            {!camera.value && noCamera.value && 'mediaDevices' in navigator && (
              <button type="button" onClick={() => void openCamera()}>
                Try the camera again
              </button>
            )}
            <label class={busy.value ? 'button disabled' : 'button'} aria-disabled={busy.value ? 'true' : undefined}>
              Take or pick a photo
              <input
                disabled={!!busy.value}
                type="file"
                accept="image/*"
                capture="environment"
                class="sr-only"
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  if (file) void scan(file);
                }}
              />
            </label>
            {busy.value && (
              <button type="button" onClick={() => busy.value?.abort()}>
                Cancel
              </button>
            )}
          </div>
          <p class="muted">On a computer, paste a picture (Ctrl+V) or drop one here.</p>
        </>
      )}
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

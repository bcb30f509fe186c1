/**
 * Receiving a game handed over by QR codes (loaded on first use): the camera reads the codes as the other device
 * cycles them, or photos of them are picked; once every code is read the game is imported like a file (checked,
 * stored, opened where it stood). Codes missing, or of two games, are refused in words.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import decodeQR from 'qr/decode.js';
import { FrameCollector, framesFromPhotos, missingText } from '../../app/handoff.ts';
import { useApp } from '../context.ts';
import './style.css';

/**
 * The QR text in an image, or null when none can be read; drawn on `canvas`, which the camera loop reuses frame
 * after frame (a new canvas and context each frame would be sixty allocations a second). Photos get the decoder's
 * every retry.
 */
function readImage(canvas: HTMLCanvasElement, source: CanvasImageSource, width: number, height: number, thorough: boolean): string | null {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(source, 0, 0, width, height);
  try {
    return decodeQR(ctx.getImageData(0, 0, width, height), thorough ? { effort: Infinity, timeLimit: Infinity } : {});
  } catch {
    return null;
  }
}

/** The receive page. */
export function HandoffReceive() {
  const app = useApp();
  const camera = useSignal<MediaStream | null>(null);
  const collector = useRef(new FrameCollector());
  const progress = useSignal<{ read: number[]; total: number }>({ read: [], total: 0 });
  const message = useSignal<string | null>(null);
  const busy = useSignal(false);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const scratch = () => (canvas.current ??= document.createElement('canvas'));

  async function finish(result: { text: string } | { reason: string }) {
    if ('reason' in result) {
      // A whole set that does not make up a game is read again from scratch, not kept half-trusted.
      if (collector.current.complete) restart();
      return void (message.value = result.reason);
    }
    stopCamera();
    busy.value = true;
    const refused = await app.importRecord(result.text);
    busy.value = false;
    if (refused) {
      restart();
      message.value = refused;
    }
  }

  function restart() {
    collector.current = new FrameCollector();
    progress.value = { read: [], total: 0 };
  }

  function stopCamera() {
    camera.value?.getTracks().forEach((t) => t.stop());
    camera.value = null;
  }

  async function startCamera() {
    message.value = null;
    try {
      camera.value = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
    } catch {
      message.value = 'The camera is not available (no permission, or no camera). Photograph the codes and pick the photos instead.';
    }
  }

  // While the camera runs, each frame is looked at for a code; each new code of the game is kept.
  useEffect(() => {
    const stream = camera.value;
    const el = video.current;
    if (!stream || !el) return;
    el.srcObject = stream;
    void el.play().catch(() => undefined);
    let frame = 0;
    let stopped = false;
    const look = () => {
      if (stopped) return;
      if (el.readyState >= 2 && el.videoWidth > 0) {
        const text = readImage(scratch(), el, el.videoWidth, el.videoHeight, false);
        if (text !== null) {
          const added = collector.current.add(text);
          if (added.kind === 'refused') message.value = added.reason;
          else if (added.kind === 'new') {
            message.value = null;
            progress.value = { read: collector.current.read, total: collector.current.total };
            if (collector.current.complete) return void collector.current.assemble().then(finish);
          }
        }
      }
      frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
  }, [camera.value]);
  useEffect(() => stopCamera, []);

  async function onPhotos(e: Event) {
    const input = e.currentTarget as HTMLInputElement;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    message.value = null;
    busy.value = true;
    const texts: (string | null)[] = [];
    for (const file of files) {
      try {
        const bitmap = await createImageBitmap(file);
        texts.push(readImage(scratch(), bitmap, bitmap.width, bitmap.height, true));
        bitmap.close();
      } catch {
        texts.push(null);
      }
    }
    busy.value = false;
    await finish(await framesFromPhotos(texts));
  }

  const { read, total } = progress.value;
  return (
    <section class="handoff-receive">
      <div class="row">
        <button type="button" onClick={() => void app.goHome()}>
          ← Home
        </button>
        <h1>Receive a game by QR</h1>
      </div>
      <p class="muted">
        On the device that has the game: the game's settings, <strong>Hand over by QR</strong>. Then point this camera at
        its codes until every one is read, or pick photos of all of them.
      </p>
      <div class="row">
        {camera.value ? (
          <button type="button" onClick={stopCamera}>
            Stop the camera
          </button>
        ) : (
          <button type="button" class="primary" onClick={() => void startCamera()}>
            Read with the camera
          </button>
        )}
        <label class={busy.value ? 'button disabled' : 'button'}>
          Pick photos of the codes
          <input type="file" accept="image/*" multiple class="sr-only" disabled={busy.value} onChange={(e) => void onPhotos(e)} />
        </label>
      </div>
      {camera.value && <video ref={video} muted playsInline aria-label="Camera" />}
      <p class="handoff-progress" aria-live="polite">
        {busy.value ? 'Reading…' : total === 0 ? 'No code read yet.' : read.length === total ? `All ${total} codes read.` : `Read ${read.length} of ${total} codes. ${missingText(collector.current.missing, total)}`}
      </p>
      {message.value && <p role="alert">{message.value}</p>}
    </section>
  );
}

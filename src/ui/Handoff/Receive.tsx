/**
 * Receiving a game handed over by QR codes (loaded on first use): the camera reads the codes as the other device
 * cycles them, or photos of them are picked (in one pick or several); once every code is read the game is imported
 * like a file (checked, stored, opened where it stood). Codes missing, or of two games, are refused in words. The
 * codes are read off the main thread (app/qr-reader.ts); the camera is the screen's own (ui/camera.ts).
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { addPhotoCodes, FrameCollector, missingText } from '../../app/handoff.ts';
import { holdQrReader, readQrFrame, readQrPhoto } from '../../app/qr-reader.ts';
import { useCamera } from '../camera.ts';
import { useApp } from '../context.ts';
import './style.css';

/** The receive page. */
export function HandoffReceive() {
  const app = useApp();
  const camera = useCamera();
  const collector = useRef(new FrameCollector());
  const progress = useSignal<{ read: number[]; total: number }>({ read: [], total: 0 });
  const message = useSignal<string | null>(null);
  const busy = useSignal(false);
  const video = useRef<HTMLVideoElement>(null);
  // The reader's worker is this screen's while it is open.
  useEffect(() => holdQrReader(), []);

  const showProgress = () => (progress.value = { read: collector.current.read, total: collector.current.total });

  /** Every code is read: the game is put together and imported; a set that makes no game is read again from scratch. */
  async function complete(): Promise<void> {
    const result = await collector.current.assemble();
    if ('reason' in result) {
      restart();
      message.value = result.reason;
      return;
    }
    camera.stop();
    busy.value = true;
    const refused = await app.importRecord(result.text);
    busy.value = false;
    if (refused) {
      restart();
      message.value = refused;
    }
  }

  /** Forgets every code read, to start over. */
  function restart() {
    collector.current = new FrameCollector();
    showProgress();
  }

  async function startCamera() {
    message.value = null;
    if (!(await camera.start()) && !camera.stream.value) {
      message.value = 'The camera is not available (no permission, or no camera). Photograph the codes and pick the photos instead.';
    }
  }

  // While the camera runs, frames are read one at a time (the next once the last is answered); each new code of the
  // game is kept. A complete set stops the reading while it is put together and goes on if it is refused.
  useEffect(() => {
    const stream = camera.stream.value;
    const el = video.current;
    if (!stream || !el) return;
    el.srcObject = stream;
    void el.play().catch(() => undefined);
    let frame = 0;
    let stopped = false;
    const look = async () => {
      if (stopped) return;
      if (el.readyState >= 2 && el.videoWidth > 0) {
        const text = await readQrFrame(el).catch(() => null);
        if (stopped) return;
        if (text !== null) {
          const added = collector.current.add(text);
          if (added.kind === 'refused') message.value = added.reason;
          else if (added.kind === 'new') {
            message.value = null;
            showProgress();
            if (collector.current.complete) {
              await complete();
              if (stopped || !camera.stream.value) return;
            }
          }
        }
      }
      frame = requestAnimationFrame(() => void look());
    };
    frame = requestAnimationFrame(() => void look());
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
  }, [camera.stream.value]);

  async function onPhotos(e: Event) {
    const input = e.currentTarget as HTMLInputElement;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    message.value = null;
    busy.value = true;
    const texts: (string | null)[] = [];
    // Each photo is decoded and read in the worker: a phone's 12-megapixel photo would hold up the page.
    for (const file of files) texts.push(await readQrPhoto(file).catch(() => null));
    busy.value = false;
    // What this pick read joins what earlier picks (or the camera) read, until the set is whole or started over.
    const pick = addPhotoCodes(collector.current, texts);
    showProgress();
    if (pick.kind === 'complete') await complete();
    else message.value = pick.reason;
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
        {camera.stream.value ? (
          <button type="button" onClick={camera.stop}>
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
        {total > 0 && (
          <button type="button" onClick={restart}>
            Start over
          </button>
        )}
      </div>
      {camera.stream.value && <video ref={video} muted playsInline aria-label="Camera" />}
      <p class="handoff-progress" aria-live="polite">
        {busy.value ? 'Reading…' : total === 0 ? 'No code read yet.' : read.length === total ? `All ${total} codes read.` : `Read ${read.length} of ${total} codes. ${missingText(collector.current.missing, total)}`}
      </p>
      {message.value && <p role="alert">{message.value}</p>}
    </section>
  );
}

/**
 * Where a screen's photos come from (the tile scanner, the board check): the rear camera, opened at once and read on a
 * tap; a photo taken or picked; on a computer, a picture pasted or dropped on the panel. Each arrives as an ImageBitmap
 * through `onImage`; what cannot be read as a picture is told in words through `onError`. The camera is the panel's
 * own and is let go with it (ui/camera.ts). A panel refuses a photo while it reads another with refusedWhileBusy.
 */
import { useSignal, type Signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useCamera } from '../camera.ts';
import './style.css';

export interface PhotoSourceProps {
  /** Whether the panel can read a photo at all yet (its reader loaded): the controls show from then on. */
  ready: boolean;
  /** A photo is being read: the buttons rest, and Cancel is offered. */
  busy: boolean;
  /** What the camera's button says ("Read the tiles in view"). */
  captureLabel: string;
  onImage: (image: ImageBitmap) => void;
  onError: (message: string | null) => void;
  onCancel: () => void;
  /** Shown above the buttons once ready (whether it works offline, and so on). */
  children?: ComponentChildren;
}

/** What a panel says of a photo that arrives while it reads another (one photo at a time, never read over it). */
export const STILL_READING = 'Still reading the last photo: wait for it, or cancel it first.';

/** A photo arriving while the panel reads another is refused in words and let go: true when it was. */
export function refusedWhileBusy(busy: boolean, image: ImageBitmap, onError: (m: string) => void): boolean {
  if (!busy) return false;
  onError(STILL_READING);
  image.close();
  return true;
}

/** The picture in a drop or paste, if any. */
const pictureIn = (items: Iterable<File>) => [...items].find((f) => f.type.startsWith('image/'));

/** Reads a picture file as an ImageBitmap; null (and a message) when the browser cannot. */
async function bitmapOf(file: Blob, onError: (m: string) => void): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file);
  } catch {
    onError('That file is not an image this browser can read.');
    return null;
  }
}

/**
 * The panel's drop zone: pass the returned handlers to the panel's element, and `dropping` marks it while a picture is
 * dragged over (a computer). A picture dropped arrives as a photo does.
 */
export function useDropZone(onImage: (image: ImageBitmap) => void, onError: (m: string) => void): { dropping: Signal<boolean>; handlers: Record<string, (e: DragEvent) => void> } {
  const dropping = useSignal(false);
  return {
    dropping,
    handlers: {
      onDragOver: (e) => {
        e.preventDefault();
        dropping.value = true;
      },
      onDragLeave: () => void (dropping.value = false),
      onDrop: (e) => {
        e.preventDefault();
        dropping.value = false;
        const file = pictureIn(e.dataTransfer?.files ?? []);
        if (file) void bitmapOf(file, onError).then((image) => image && onImage(image));
        else onError('Only a picture can be dropped here.');
      },
    },
  };
}

/** The photo controls of a panel; see the module's comment. */
export function PhotoSource({ ready, busy, captureLabel, onImage, onError, onCancel, children }: PhotoSourceProps) {
  const cam = useCamera();
  const camera = cam.stream;
  // Known at once where the browser has no camera API at all (the first drawing says so, never a moment later).
  const noCamera = useSignal(!('mediaDevices' in navigator));
  const video = useRef<HTMLVideoElement>(null);
  // The latest handlers, for the listeners set once.
  const latest = useRef({ onImage, onError });
  latest.current = { onImage, onError };

  async function fromFile(file: Blob) {
    const image = await bitmapOf(file, (m) => latest.current.onError(m));
    if (image) latest.current.onImage(image);
  }

  /** Opens the rear camera; `quietly` when the panel opens by itself, so a computer without one is not scolded. */
  async function openCamera(quietly = false) {
    onError(null);
    if (await cam.start()) return void (noCamera.value = false);
    if (camera.value) return;
    noCamera.value = true;
    if (!quietly) onError('The camera is not available (no permission, or no camera). Take or pick a photo instead.');
  }

  // The panel opens the camera straight away: pointing the phone is the point of it.
  useEffect(() => {
    if (!noCamera.peek()) void openCamera(true);
  }, []);

  useEffect(() => {
    if (video.current && camera.value) {
      video.current.srcObject = camera.value;
      void video.current.play().catch(() => undefined);
    }
  }, [camera.value]);

  // A picture pasted on a computer is read like a photo.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = pictureIn([...(e.clipboardData?.items ?? [])].map((i) => i.getAsFile()).filter((f): f is File => f !== null));
      if (file) void fromFile(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  async function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    onImage(await createImageBitmap(v));
  }

  return (
    <>
      {camera.value && (
        <div class="camera">
          <video ref={video} muted playsInline aria-label="Camera preview" />
          <button type="button" class="primary" disabled={busy || !ready} onClick={() => void capture()}>
            {captureLabel}
          </button>
        </div>
      )}
      {ready && (
        <>
          {children}
          {noCamera.value && !camera.value && <p class="muted">No camera here (or no permission for it): use a photo instead.</p>}
          <div class="row">
            {!camera.value && noCamera.value && 'mediaDevices' in navigator && (
              <button type="button" onClick={() => void openCamera()}>
                Try the camera again
              </button>
            )}
            <label class={busy ? 'button disabled' : 'button'} aria-disabled={busy ? 'true' : undefined}>
              Take or pick a photo
              <input
                disabled={busy}
                type="file"
                accept="image/*"
                capture="environment"
                class="sr-only"
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  if (file) void fromFile(file);
                }}
              />
            </label>
            {busy && (
              <button type="button" onClick={onCancel}>
                Cancel
              </button>
            )}
          </div>
          <p class="muted">On a computer, paste a picture (Ctrl+V) or drop one here.</p>
        </>
      )}
    </>
  );
}

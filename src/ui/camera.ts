/**
 * The one owner of the camera for a screen (Scan, Receive by QR): it asks for the rear camera, and lets every track
 * go when the screen stops it, when the screen closes, when a request is answered after either (the browser may
 * take seconds to ask for permission), and when the camera goes away by itself. A second start while one is asked
 * for (a double tap) is the same request.
 */
import { useSignal, type Signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';

const REAR_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false };

/** A screen's camera. */
export interface Camera {
  /** The running camera, or null. */
  stream: Signal<MediaStream | null>;
  /** Asks for the camera: true once it runs, false when it is not available (or was stopped meanwhile). */
  start: () => Promise<boolean>;
  /** Lets the camera go now. */
  stop: () => void;
}

const release = (s: MediaStream) => s.getTracks().forEach((t) => t.stop());

/** The camera of the component that calls it, released with the component. */
export function useCamera(): Camera {
  const stream = useSignal<MediaStream | null>(null);
  // `request` names the latest ask: an answer to an older one (stopped, or the screen closed) is let go at once.
  const own = useRef({ open: true, request: 0, pending: null as Promise<boolean> | null });

  const stop = () => {
    own.current.request++;
    own.current.pending = null;
    const s = stream.value;
    stream.value = null;
    if (s) release(s);
  };

  const start = (): Promise<boolean> => {
    if (stream.value) return Promise.resolve(true);
    if (own.current.pending) return own.current.pending;
    if (!globalThis.navigator?.mediaDevices?.getUserMedia) return Promise.resolve(false);
    const request = ++own.current.request;
    const asked = navigator.mediaDevices.getUserMedia(REAR_CAMERA).then(
      (s) => {
        if (!own.current.open || request !== own.current.request) {
          release(s);
          return false;
        }
        // A camera unplugged or taken by another app ends its track: the screen is told there is none.
        s.getVideoTracks().forEach((t) => t.addEventListener('ended', () => stream.value === s && stop()));
        stream.value = s;
        return true;
      },
      () => false,
    );
    own.current.pending = asked;
    void asked.finally(() => {
      if (own.current.pending === asked) own.current.pending = null;
    });
    return asked;
  };

  useEffect(() => {
    own.current.open = true;
    return () => {
      own.current.open = false;
      stop();
    };
  }, []);
  return { stream, start, stop };
}

/**
 * Handing the open game to another device with no network (loaded on first use): the record as QR codes, one frame
 * at a time, cycling on their own (the other device's camera catches each as it passes) or stepped by hand for
 * photos. The codes are drawn dark on white whatever the theme: readers expect that contrast.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import encodeQR from 'qr';
import { FRAME_ECC, handoffFrames } from '../../app/handoff.ts';
import { serializeRecord, type GameRecord } from '../../engine/index.ts';
import './style.css';

/** How long each code stays on screen while cycling. */
const CYCLE_MS = 1200;

/** One QR code as an SVG path: a square per dark module, with a 4-module quiet zone. */
function QrImage({ text, label }: { text: string; label: string }) {
  // Drawn once per code: the game screen re-renders on every entry while the panel is open.
  const { size, d } = useMemo(() => {
    const modules = encodeQR(text, 'raw', { ecc: FRAME_ECC, border: 4 });
    let path = '';
    modules.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
    return { size: modules.length, d: path };
  }, [text]);
  return (
    <svg class="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shape-rendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

/** The hand-over panel for `record`, the open game: it follows the game as entries are made or undone. */
export function HandoffSend({ record, onClose }: { record: GameRecord; onClose: () => void }) {
  const frames = useSignal<string[] | null>(null);
  const problem = useSignal<string | null>(null);
  const at = useSignal(0);
  const cycling = useSignal(true);
  const root = useRef<HTMLDivElement>(null);
  // The record file is written once per record (not on every render), and only the newest record's codes are kept:
  // codes still being made for a record since replaced are dropped.
  const text = useMemo(() => serializeRecord(record), [record]);
  useEffect(() => {
    let current = true;
    problem.value = null;
    handoffFrames(text).then(
      (f) => current && (frames.value = f),
      (e: Error) => current && (problem.value = e.message),
    );
    return () => void (current = false);
  }, [text]);
  // The panel opens below the settings, far down a phone's page: bring the code into view once drawn.
  const drawn = frames.value !== null;
  useEffect(() => {
    if (drawn) root.current?.scrollIntoView({ block: 'start' });
  }, [drawn]);
  useEffect(() => {
    if (!cycling.value || !frames.value || frames.value.length < 2) return;
    const timer = setInterval(() => (at.value = (at.value + 1) % frames.value!.length), CYCLE_MS);
    return () => clearInterval(timer);
  }, [cycling.value, frames.value]);
  const list = frames.value;
  if (problem.value) return <p role="alert">{problem.value}</p>;
  if (!list) return <p class="muted">Preparing the codes…</p>;
  // An undo may leave fewer codes than the one shown: stay within them.
  const k = at.value % list.length;
  const n = k + 1;
  const step = (by: number) => {
    cycling.value = false;
    at.value = (k + by + list.length) % list.length;
  };
  return (
    <div class="handoff-send" ref={root}>
      <p>
        On the other device: Home, then <strong>Receive a game by QR</strong>, and point its camera here until every code is
        read; or photograph each code and pick the photos there.
      </p>
      <QrImage text={list[k]!} label={`Code ${n} of ${list.length} of this game`} />
      <p class="handoff-count" aria-live="polite">
        Code {n} of {list.length}
      </p>
      <div class="row">
        <button type="button" onClick={() => step(-1)} disabled={list.length < 2}>
          ← Previous
        </button>
        <button type="button" aria-pressed={cycling.value} onClick={() => (cycling.value = !cycling.value)} disabled={list.length < 2}>
          {cycling.value ? 'Pause' : 'Cycle'}
        </button>
        <button type="button" onClick={() => step(1)} disabled={list.length < 2}>
          Next →
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

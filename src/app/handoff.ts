/**
 * Handing a game to another device with no network: the record file, compressed, written in QR-friendly characters
 * and cut into numbered frames, each shown as one QR code; and the other way, frames read (from a camera or photos)
 * put back together, or refused in plain words when some are missing or they come from two games.
 *
 * A frame is `MM1:<game>:<n>:<of>:<data>`: `game` names the compressed record (8 hex digits of its SHA-256, so
 * frames of two games never mix), `n` counts from 1. The data is base45 (RFC 9285), which QR codes store in their
 * alphanumeric mode at 5.5 bits a character: almost as dense as raw bytes, and it survives any reader as text.
 * The compression is zlib's deflate, whose checksum catches a wrong frame that slipped through.
 */
import { grouped } from '../engine/index.ts';

/**
 * Data characters per frame. With its header (at most 19 characters up to 99 frames) a frame fills a version-6 QR
 * code at medium error correction (154 alphanumeric characters, 41 modules a side): large modules a phone reads at a
 * glance even tilted, blurred or from arm's length (`npm run bench:qr`), at the cost of more codes (a dozen for a
 * 250-entry game).
 */
export const FRAME_DATA = 135;

/** The error correction the codes are drawn with (medium: 15% of a code may be lost). */
export const FRAME_ECC = 'medium';

/** The most frames a game may take: the receiver reads up to four digits of frame number. */
export const MAX_FRAMES = 9999;

/** A record too long to hand over as codes (more than MAX_FRAMES frames). */
export class TooManyFramesError extends Error {
  constructor(readonly frames: number) {
    super(`This game would take ${grouped(frames)} codes, more than the ${grouped(MAX_FRAMES)} a hand-over can hold: export it as a file instead.`);
    this.name = 'TooManyFramesError';
  }
}

const BASE45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
// The game's tag is upper-case hex as written; a reader that hands it back in lower case is read the same.
const FRAME = /^MM1:([0-9A-Fa-f]{8}):(\d{1,4}):(\d{1,4}):([0-9A-Z $%*+\-./:]*)$/;

/** Bytes → base45 text (RFC 9285). */
export function toBase45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = bytes[i]! * 256 + bytes[i + 1]!;
    out += BASE45[n % 45]! + BASE45[Math.floor(n / 45) % 45]! + BASE45[Math.floor(n / 2025)]!;
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1]!;
    out += BASE45[n % 45]! + BASE45[Math.floor(n / 45)]!;
  }
  return out;
}

/** Base45 text → bytes, or null when it is not valid base45. */
export function fromBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const digits = [...text.slice(i, i + 3)].map((c) => BASE45.indexOf(c));
    if (digits.some((d) => d < 0)) return null;
    const n = digits.reduce((sum, d, k) => sum + d * 45 ** k, 0);
    if (digits.length === 3) {
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      if (n > 0xff) return null;
      out[o++] = n;
    }
  }
  return out;
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

async function gameTag(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return [...digest.slice(0, 4)].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join('');
}

/** The frames that carry a record file's text, in order; rejects with TooManyFramesError past MAX_FRAMES. */
export async function handoffFrames(recordText: string, perFrame = FRAME_DATA): Promise<string[]> {
  const packed = await through(new TextEncoder().encode(recordText), new CompressionStream('deflate'));
  const tag = await gameTag(packed);
  const data = toBase45(packed);
  // Cut on multiples of 3 characters, so every frame but the last holds whole base45 triplets.
  const size = Math.max(3, perFrame - (perFrame % 3));
  const parts: string[] = [];
  const count = Math.ceil(data.length / size);
  if (count > MAX_FRAMES) throw new TooManyFramesError(count);
  for (let i = 0; i < data.length; i += size) parts.push(data.slice(i, i + size));
  return parts.map((part, k) => `MM1:${tag}:${k + 1}:${parts.length}:${part}`);
}

/** A frame read back. */
export interface Frame {
  game: string;
  n: number;
  of: number;
  data: string;
}

/** A frame's parts, or null when the text is not a frame of this app. */
export function parseFrame(text: string): Frame | null {
  const m = FRAME.exec(text);
  if (!m) return null;
  const n = Number(m[2]);
  const of = Number(m[3]);
  if (n < 1 || of < 1 || n > of) return null;
  return { game: m[1]!.toUpperCase(), n, of, data: m[4]! };
}

/** What adding one read frame did. */
export type AddResult =
  | { kind: 'new' | 'again' }
  | { kind: 'refused'; reason: string };

/**
 * Frames collected one by one (a camera reads them as they cycle, photos one after another). A frame of another
 * game than the first one read is refused and changes nothing; so is text that is no frame of this app.
 */
export class FrameCollector {
  private game: string | null = null;
  private of = 0;
  private readonly parts = new Map<number, string>();

  add(text: string): AddResult {
    const frame = parseFrame(text);
    if (!frame) return { kind: 'refused', reason: 'This QR code is not a game handed over by Mergemaker.' };
    if (this.game !== null && (frame.game !== this.game || frame.of !== this.of)) {
      return { kind: 'refused', reason: `This code is from another game than the ${this.parts.size} read so far: show the codes of one game only.` };
    }
    this.game = frame.game;
    this.of = frame.of;
    if (this.parts.has(frame.n)) return { kind: 'again' };
    this.parts.set(frame.n, frame.data);
    return { kind: 'new' };
  }

  /** How many frames the game has (0 before the first), and which are read. */
  get total(): number {
    return this.of;
  }
  get read(): number[] {
    return [...this.parts.keys()].sort((a, b) => a - b);
  }
  get missing(): number[] {
    return Array.from({ length: this.of }, (_, k) => k + 1).filter((n) => !this.parts.has(n));
  }
  get complete(): boolean {
    return this.of > 0 && this.parts.size === this.of;
  }

  /** The record file's text once every frame is read; a reason in words otherwise. */
  async assemble(): Promise<{ text: string } | { reason: string }> {
    if (!this.complete) return { reason: missingText(this.missing, this.of) };
    const data = this.read.map((n) => this.parts.get(n)!).join('');
    const packed = fromBase45(data);
    const broken = { reason: 'The codes were read but do not make up a whole game: read them again.' };
    if (!packed || (await gameTag(packed)) !== this.game) return broken;
    try {
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(await through(packed, new DecompressionStream('deflate'))) };
    } catch {
      return broken;
    }
  }
}

/** "Code 3 of 5 is missing" / "Codes 2 and 4 of 5 are missing"; past six codes, only how many. */
export function missingText(missing: number[], of: number): string {
  if (of === 0) return 'No code of a game read yet.';
  if (missing.length > 6) return `${grouped(missing.length)} codes of ${grouped(of)} are missing: read them too.`;
  const names = missing.length <= 1 ? String(missing[0]) : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `${missing.length === 1 ? 'Code' : 'Codes'} ${names} of ${of} ${missing.length === 1 ? 'is' : 'are'} missing: read ${missing.length === 1 ? 'it' : 'them'} too.`;
}

/** What a pick of photos did to the codes read so far. */
export type PhotoPick = { kind: 'refused'; reason: string } | { kind: 'incomplete'; reason: string } | { kind: 'complete' };

/**
 * Adds the codes read from a pick of photos to those read before (earlier picks, the camera), all or none: a photo
 * with a QR code of something else, codes of two games in the pick, or of another game than the codes read so far
 * refuse the whole pick and keep what was read. Otherwise what is still missing is said, with the photos that had
 * no code that could be read.
 */
export function addPhotoCodes(collector: FrameCollector, texts: (string | null)[]): PhotoPick {
  const unread = texts.filter((t) => t === null).length;
  const read = texts.filter((t): t is string => t !== null);
  const frames = read.map(parseFrame);
  if (frames.some((f) => f === null)) return { kind: 'refused', reason: 'A photo holds a QR code that is not a game handed over by Mergemaker.' };
  const games = new Set(frames.map((f) => `${f!.game}/${f!.of}`));
  if (games.size > 1) return { kind: 'refused', reason: 'These photos hold the codes of two different games: pick the photos of one game only.' };
  const first = read[0];
  if (first !== undefined && collector.total > 0) {
    const added = collector.add(first);
    if (added.kind === 'refused') return added;
  }
  for (const t of read) collector.add(t);
  if (collector.complete) return { kind: 'complete' };
  const lost = unread > 0 ? ` ${unread === 1 ? 'One photo has' : `${unread} photos have`} no code that could be read.` : '';
  return { kind: 'incomplete', reason: `${missingText(collector.missing, collector.total)}${lost}` };
}

/**
 * Frames read from several photos at once: all of one game and none missing, or refused with the reason (codes of two
 * games; codes missing; a photo with no code of this app).
 */
export async function framesFromPhotos(texts: (string | null)[]): Promise<{ text: string } | { reason: string }> {
  const collector = new FrameCollector();
  const pick = addPhotoCodes(collector, texts);
  return pick.kind === 'complete' ? collector.assemble() : { reason: pick.reason };
}

// Handing a game over by QR codes: the frames a record is cut into, and putting them back together or refusing them
// in words (missing codes, codes of two games, codes of something else, a damaged code).
import { describe, expect, test } from 'vitest';
import encodeQR from 'qr';
import { FRAME_ECC, framesFromPhotos, FrameCollector, fromBase45, handoffFrames, missingText, parseFrame, toBase45 } from '../../src/app/handoff.ts';
import { serializeRecord } from '../../src/engine/index.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { scriptedRecord } from '../fixtures/scripted-game.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('base45 (RFC 9285)', () => {
  test("the RFC's examples", () => {
    // RFC 9285 section 4.3: "AB" → "BB8", "Hello!!" → "%69 VD92EX0", "base-45" → "UJCLQE7W581".
    expect(toBase45(text('AB'))).toBe('BB8');
    expect(toBase45(text('Hello!!'))).toBe('%69 VD92EX0');
    expect(toBase45(text('base-45'))).toBe('UJCLQE7W581');
    expect(new TextDecoder().decode(fromBase45('QED8WEX0')!)).toBe('ietf!');
  });

  test('text that is not base45 is refused: a lone character, a triplet over 65535, a character outside the set', () => {
    // "GGW": 16 + 16 × 45 + 32 × 2025 = 65,536, one over two bytes.
    expect([fromBase45('A'), fromBase45('GGW'), fromBase45('ab8')]).toEqual([null, null, null]);
  });
});

describe('frames', () => {
  const record = randomGame(3, { players: 4, maxActions: 250 }).record;
  const file = serializeRecord(record);

  test('a 250-action game is cut into numbered frames of one game, and put back together exactly', async () => {
    expect(record.actions).toHaveLength(250);
    const frames = await handoffFrames(file);
    expect(frames.length).toBeGreaterThan(1);
    const parsed = frames.map((f) => parseFrame(f)!);
    expect(parsed.map((f) => f.n)).toEqual(frames.map((_, k) => k + 1));
    expect(new Set(parsed.map((f) => `${f.game}/${f.of}`)).size).toBe(1);
    // In any order, and a frame read twice changes nothing.
    const c = new FrameCollector();
    for (const f of [...frames].reverse()) expect(c.add(f)).toEqual({ kind: 'new' });
    expect(c.add(frames[0]!)).toEqual({ kind: 'again' });
    expect(await c.assemble()).toEqual({ text: file });
  });

  test('every frame of a 250-entry game is a small code a phone reads at a glance: version 6, 41 modules a side', async () => {
    // Version v has 17 + 4v modules a side: version 6 → 41. With the 4-module quiet zone on each side, 49 modules
    // across the code's 358 px on a 390 px phone: 7.3 px a module (the 515-character frames made version 14: 73 + 8
    // modules, 4.4 px). A frame is at most 19 characters of header + 135 of data = 154, version 6's alphanumeric
    // capacity at medium error correction.
    const frames = await handoffFrames(file);
    for (const f of frames) {
      expect(f.length).toBeLessThanOrEqual(154);
      expect(encodeQR(f, 'raw', { ecc: FRAME_ECC, border: 4 }).length).toBe(41 + 8);
    }
    // 250 entries compress to about 1,600 base45 characters: a dozen codes, under 15 s a cycle.
    expect(frames.length).toBeLessThanOrEqual(15);
  });

  test('frames hold only characters a QR code stores in its alphanumeric mode', async () => {
    for (const f of await handoffFrames(file)) expect(f).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
  });

  test('a missing code is named; a code of another game is refused and changes nothing', async () => {
    const frames = await handoffFrames(file, 300);
    const other = await handoffFrames(serializeRecord(scriptedRecord()), 300);
    const c = new FrameCollector();
    c.add(frames[0]!);
    const refused = c.add(other[1]!);
    expect(refused).toEqual({ kind: 'refused', reason: 'This code is from another game than the 1 read so far: show the codes of one game only.' });
    expect(c.read).toEqual([1]);
    for (const f of frames.slice(2)) c.add(f);
    expect(c.missing).toEqual([2]);
    expect(await c.assemble()).toEqual({ reason: `Code 2 of ${frames.length} is missing: read it too.` });
    expect(c.add('https://example.com')).toEqual({ kind: 'refused', reason: 'This QR code is not a game handed over by Mergemaker.' });
  });

  test('a damaged code that still looks like a frame is caught when put together', async () => {
    const frames = await handoffFrames(file, 300);
    const damaged = frames.map((f, k) => (k === 1 ? f.slice(0, -6) + (f.endsWith('000000') ? '111111' : '000000') : f));
    const c = new FrameCollector();
    for (const f of damaged) c.add(f);
    expect(await c.assemble()).toEqual({ reason: 'The codes were read but do not make up a whole game: read them again.' });
  });

  test('photos: all of one game, or refused with the reason', async () => {
    const frames = await handoffFrames(file, 300);
    const other = await handoffFrames(serializeRecord(scriptedRecord()), 300);
    expect(await framesFromPhotos([...frames].reverse())).toEqual({ text: file });
    expect(await framesFromPhotos([...frames, other[0]!])).toEqual({ reason: 'These photos hold the codes of two different games: pick the photos of one game only.' });
    expect(await framesFromPhotos([frames[0]!, null, ...frames.slice(3)])).toEqual({ reason: `Codes 2 and 3 of ${frames.length} are missing: read them too. One photo has no code that could be read.` });
    expect(await framesFromPhotos(['hello'])).toEqual({ reason: 'A photo holds a QR code that is not a game handed over by Mergemaker.' });
    expect(await framesFromPhotos([null, null])).toEqual({ reason: 'No code of a game read yet. 2 photos have no code that could be read.' });
  });

  test('the words for what is missing', () => {
    expect([missingText([3], 5), missingText([2, 4], 5), missingText([1, 2, 5], 5)]).toEqual([
      'Code 3 of 5 is missing: read it too.',
      'Codes 2 and 4 of 5 are missing: read them too.',
      'Codes 1, 2 and 5 of 5 are missing: read them too.',
    ]);
    // A code claiming 9,999 codes (a hostile one, say) gives a count, not a list of 9,998 numbers.
    expect(missingText(Array.from({ length: 9998 }, (_, k) => k + 2), 9999)).toBe('9,998 codes of 9,999 are missing: read them too.');
  });
});

describe('the number of codes', () => {
  test('a record that would take more than 9,999 codes is refused in words, never cut into frames the receiver refuses', async () => {
    // 3 characters a frame (the least): 10,000 frames need 30,000 base45 characters, 20,000 compressed bytes; random
    // letters compress to under 5 bits each, so 120,000 of them make about 35,000 frames.
    let x = 2463534242;
    const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) % 26);
    const noise = Array.from({ length: 120_000 }, () => String.fromCharCode(65 + next())).join('');
    await expect(handoffFrames(noise, 3)).rejects.toThrow(/more than the 9,999 a hand-over can hold: export it as a file instead/);
    const frames = await handoffFrames(noise.slice(0, 2000), 3);
    expect(frames.length).toBeLessThanOrEqual(9999);
    expect(frames.every((f) => parseFrame(f) !== null)).toBe(true);
  });
});

describe('a frame read back', () => {
  test('its game tag is read in either case (a reader may hand it back lower-case); the data stays upper-case base45', async () => {
    const [frame] = await handoffFrames(serializeRecord(scriptedRecord()));
    const lower = frame!.replace(/^MM1:([0-9A-F]{8})/, (_, tag: string) => `MM1:${tag.toLowerCase()}`);
    expect(lower).not.toBe(frame);
    expect(parseFrame(lower)).toEqual(parseFrame(frame!));
    expect(parseFrame(frame!.toLowerCase())).toBeNull();
  });
});


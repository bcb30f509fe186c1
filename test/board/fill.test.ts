// A tile set on the board fills its space; fingers or a loose tile lying askew do not (src/board/fill.ts; issue 37).
import { describe, expect, test } from 'vitest';
import { unfilled } from '../../src/board/fill.ts';
import type { Mat3 } from '../../src/board/homography.ts';
import type { SpaceReading } from '../../src/board/spaces.ts';
import { parseTile } from '../../src/engine/index.ts';

/** Board coordinates to pixels, seen square: a space 40 px wide, 1A's corner at (20, 20). */
const SPACE = 40;
const TO_PHOTO: Mat3 = [SPACE, 0, 20, 0, SPACE, 20, 0, 0, 1];
type RGB = [number, number, number];

/** A `width` x 400 photo of a board of `board` colour, each pixel then painted by `paint` (board u, v) where it says. */
function photo(board: RGB, paint: (u: number, v: number) => RGB | null, width = 520) {
  const height = 400;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5 - 20) / SPACE;
      const v = (y + 0.5 - 20) / SPACE;
      const rgb = paint(u, v) ?? board;
      data.set([...rgb, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

const cell = (name: string) => parseTile(name)!;
const at = (name: string): [number, number] => [cell(name) % 12, Math.floor(cell(name) / 12)];
const BLACK: RGB = [30, 30, 32];
const IVORY: RGB = [230, 225, 210];
const PAPER: RGB = [240, 238, 230];
const SKIN: RGB = [120, 75, 50];
const YELLOW: RGB = [225, 185, 40];
const GREY: RGB = [150, 152, 156];

/** A tile of `face` set square in the space at (c, r), its top edge `top` in: its label a dark block in the middle. */
const squareTile = ([c, r]: [number, number], face = IVORY, top = 0.06) => (u: number, v: number): RGB | null => {
  const x = u - c;
  const y = v - r;
  if (x < 0.06 || x > 0.94 || y < top || y > 0.94) return null;
  return x > 0.35 && x < 0.65 && y > 0.4 && y < 0.6 ? BLACK : face;
};

/** An ivory tile 0.88 wide lying 30° askew, its middle a third of a space up and right of the space's (c, r). */
const looseTile = ([c, r]: [number, number]) => (u: number, v: number): RGB | null => {
  const x = u - (c + 0.5 + 0.33);
  const y = v - (r + 0.5 - 0.33);
  const a = Math.PI / 6;
  const along = x * Math.cos(a) + y * Math.sin(a);
  const across = -x * Math.sin(a) + y * Math.cos(a);
  return Math.abs(along) < 0.44 && Math.abs(across) < 0.44 ? IVORY : null;
};

/** A finger lying across the space at (c, r) along its diagonal (top left to bottom right), over its upper right half. */
const finger = ([c, r]: [number, number]) => (u: number, v: number): RGB | null => {
  const x = u - c;
  const y = v - r;
  return x - y > -0.1 && x > -0.5 && x < 1.5 ? SKIN : null;
};

/** Every space read empty but `tiles`, read as tiles. */
const readAs = (tiles: string[]): SpaceReading[] => Array.from({ length: 108 }, (_, k) => (tiles.some((t) => cell(t) === k) ? 'tile' : 'empty'));

describe('a new tile fills its space', () => {
  test('an ivory tile set square in its space on a black board, its label in the middle: a new tile as read', () => {
    // Its band (a tenth of the space in to a quarter) is ivory on all four sides: 0 apart.
    const p = photo(BLACK, squareTile(at('5C')));
    expect(unfilled(p, TO_PHOTO, readAs(['5C']), new Set())).toEqual([]);
  });

  test("a grey tile on a yellow tray, the tray showing along its top side (seen tilted): a new tile as read", () => {
    // The band's top side (0.1-0.25 of the space down) is yellow, the other three grey: one side unlike, the second
    // most unlike 0 from the four's middle (the middle of each feature is the grey sides').
    const p = photo(YELLOW, squareTile(at('9B'), GREY, 0.26));
    expect(unfilled(p, TO_PHOTO, readAs(['9B']), new Set())).toEqual([]);
  });

  test('a loose ivory tile lying askew over 7E and its neighbours, on a black board: unseen, not a new tile', () => {
    // It covers most of 7E's top and right sides and leaves its bottom and left on the black board: two sides each way,
    // so the four's middle lies between the two looks, log light ln(230+4) - ln(34) ~ 1.9 apart, and at least two
    // sides lie about half that from it: (0.96 / 0.12)² ~ 64 in SCALE, over the 30 a tile's second most unlike side
    // stays within.
    const p = photo(BLACK, looseTile(at('7E')));
    expect(unfilled(p, TO_PHOTO, readAs(['7E']), new Set())).toEqual([cell('7E')]);
  });

  test("a finger lying across 3D's upper right half, on a paper board: unseen, not a new tile", () => {
    // Top and right sides skin, bottom and left mostly paper. Skin against paper: light ln(86+4) - ln(238+4) ~ 0.99
    // -> 68 in SCALE, red share 0.490 - 0.334 = 0.156 -> 169, 237 in all; two sides each way leave each about half
    // that apart from the four's middle, 237 / 4 ~ 59 (less for the sides partly covered), over 30.
    const p = photo(PAPER, finger(at('3D')));
    expect(unfilled(p, TO_PHOTO, readAs(['3D']), new Set())).toEqual([cell('3D')]);
  });

  test("a side of the band off the photo: the new tile is left as read, not guessed at from three sides", () => {
    // 12E's right side lies at x = 20 + 40 * 11.75-11.9 = 490-496, beyond a photo 480 px wide (none of its samples in
    // it): the same loose tile that makes 7E unseen above is not judged here.
    const p = photo(BLACK, looseTile(at('12E')), 480);
    expect(unfilled(p, TO_PHOTO, readAs(['12E']), new Set())).toEqual([]);
    // Within the photo, that tile on 11E is judged as on 7E.
    const q = photo(BLACK, looseTile(at('11E')), 480);
    expect(unfilled(q, TO_PHOTO, readAs(['11E']), new Set())).toEqual([cell('11E')]);
  });

  test('only a tile the ledger does not have is asked: an entry, or a space read empty, is left as read', () => {
    const p = photo(BLACK, looseTile(at('7E')));
    expect(unfilled(p, TO_PHOTO, readAs(['7E']), new Set([cell('7E')]))).toEqual([]);
    expect(unfilled(p, TO_PHOTO, readAs([]), new Set())).toEqual([]);
  });
});

/**
 * The strip of board just beyond its outer spaces (its margin, a tray's rim). A hand or a card lying over the board
 * reaches in from off it: it covers the margin beside the outer spaces it lies on, so that stretch of margin looks
 * unlike the rest of its side. An outer space read against the ledger beside such a stretch is more likely under the
 * hand than a mistake in the ledger: it is said unseen. Unless it is read as a new tile and the margin farther out is
 * as its side and unlike the stretch (from stop 62): then the stretch is the tile's own top seen steeply over the
 * margin (from stop 58; seen, ray-cast seed 302 photo 8, a new tile on 5A unseen; the seen sets, fifteen, the whole
 * pipeline: that board exact, nothing else read differently; asked of entries read as gone too, a hotel marker as
 * yellow as its tray made an entry under it read as gone, a false difference, so not those). Nor a new tile each of
 * whose quarters lies far from the stretch's look (from stop 86, CLEAR_OF_COVER): what lies over the margin there does
 * not reach over the space; so long as its quarters are of one colour, as a tile's face is (from stop 106: a fingertip
 * over one quarter and its shadow over the rest are each far from the fingers over the margin, and no tile). Nor
 * beside a stretch as the other sides where the rest of its side is unlike them (from stop 88, asTheOtherSides): a
 * card over most of a side, the stretch the margin showing. Nor an entry read as gone
 * that looks as the empty spaces do to a hair (`asUsual`) and each of whose quarters lies beyond CLEAR_OF_GONE from
 * the stretch (from stop 95): the space shows the board, not what lies over its margin. And an entry read as gone
 * that does not look so, and looks as a stretch beside it that stands out from its side by NOTICED, short of UNLIKE,
 * is unseen too (from stop 105): a pale card over both, a little unlike the board's margin and as near its spaces.
 */
import { COLUMNS, ROWS } from '../engine/index.ts';
import type { Mat3 } from './homography.ts';
import { robustSpread } from '../ocr/pixels.ts';
import { boxLook, ofOneColour, quarterLook, type Features, type Photo, type SpaceReading } from './spaces.ts';

/** Where the margin's patches lie: from this far beyond the grid's edge, this deep (in spaces). */
const OFFSET = 0.15;
const DEPTH = 0.4;
/**
 * Where the patches farther out lie (from this far beyond the grid's edge, as deep): past the reach of a tile's top
 * seen steeply over the margin, within a hand's or a card's lying over the board from off it.
 */
const FAR_OFFSET = 0.7;
/** How many samples a patch takes each way, and how many must fall in the photo for it to count. */
const SAMPLES = 9;
const IN_PHOTO = 40;
/**
 * How far a patch may lie from the rest of its side (in robust spreads, on its most unlike feature) and still be the
 * margin. Seen sets (fixed maps): the margins beside 13 of the 15 outer spaces wrongly read against the ledger (all
 * but one under a hand or a card) were 5.9-42 from their side; beside the 56 read against it rightly, 2.5 at most but
 * one (9.4, a space truly empty left unseen).
 */
const UNLIKE = 5;
/**
 * UNLIKE's bar for a cover beside a space read as a new tile (from stop 100): lower, as a false new tile is offered to
 * the banker to enter while a space said unseen only asks for another look. Seen (ray-cast seed 307 photo 15): fingers
 * over 1D of a grey grid in glare, 1D offered as a new tile; the margin beside it lay 4.52 spreads from its side
 * through the grid found (6.78 through the true corners). Seen sets (1561 boards, and their ledgers made wrong): that
 * board exact, nothing else read differently. Not beside an entry read as gone: at 4 there, a true difference (an
 * entry with no tile, 12I of a yellow tray in glare, its margin 4.42 from its side) was said unseen.
 */
const UNLIKE_BESIDE_NEW = 4;
/**
 * How far (in the rest of its side's spreads, on its most unlike feature) each quarter of a new tile (its features'
 * quarters, spaces.ts quarterLook) must lie from the unlike stretch of margin beside it to be clear of what lies there.
 * Seen (ray-cast seed 604 photo 6): a black tile on a yellow tray beside a white card over the margin, its quarters
 * 29.3-30.2 from the card.
 */
const CLEAR_OF_COVER = 10;
/**
 * The same for an entry read as gone that looks as the empty spaces do (asTheEmptySpaces): as far from the stretch as
 * the stretch is from its side (UNLIKE). A hand or a card over the space would make it unlike the empty spaces first.
 * Seen sets (from stop 95): seven entries not on the table, beside a hand over the margin and in plain view, were
 * unseen; their quarters 5.8-34.7 from the stretch, 0.01-0.81 from the empty spaces' look. A pale card over 8A of a
 * paper board (CSS seed 11 photo 21), as far from its stretch (10.9-13.2), was 2.2 from that look (its tint): unseen.
 */
const CLEAR_OF_GONE = UNLIKE;
/**
 * How far a stretch of margin must lie from the rest of its side (as `unlike` measures it, a step of light not
 * counted) to be noticed beside an entry read as gone that looks as it does (from stop 105): below UNLIKE, as what
 * lies over both the margin and the space is then seen twice. Seen: a bluish white card over 1A, entered, of a cream
 * board in dim light (ray-cast seed 613 photo 19), its stretch 2.82 spreads from its side on its red share alone,
 * 1A said off the table.
 */
const NOTICED = 2.5;
/**
 * How near (in the rest of its side's spreads, on its most unlike feature) each quarter of such an entry must lie to
 * the stretch beside it to show it (from stop 105). That card's quarters lay 0.53-2.14 from it.
 */
const AS_THE_STRETCH = 2.5;
/** The least spread counted for each feature (log light, two chroma shares, texture): a side's even look is no ruler. */
const FLOOR = [0.05, 0.006, 0.006, 0.02];

type Look = [number, number, number, number];

/**
 * The outer spaces whose reading contradicts the ledger (`entered`) beside a stretch of margin unlike the rest of its
 * side. `toPhoto` maps board coordinates (0-12 across, 0-9 down) to the photo; `features`, the spaces' through it;
 * `asUsual`, whether a space looks as the empty spaces do (spaces.ts asTheEmptySpaces; none unless given).
 */
export function reachedOver(
  photo: Photo,
  toPhoto: Mat3,
  features: (Features | null)[],
  reading: SpaceReading[],
  entered: Set<number>,
  asUsual: (cell: number) => boolean = () => false,
): number[] {
  const sides = marginSides(photo, toPhoto, OFFSET);
  const farther = marginSides(photo, toPhoto, FAR_OFFSET);
  return reading.flatMap((r, cell) => {
    if (r === 'unsure' || (r === 'tile') === entered.has(cell)) return [];
    const c = cell % COLUMNS;
    const row = Math.floor(cell / COLUMNS);
    const beside: [Side, number][] = [];
    if (row === 0) beside.push(['top', c]);
    if (row === ROWS - 1) beside.push(['bottom', c]);
    if (c === 0) beside.push(['left', row]);
    if (c === COLUMNS - 1) beside.push(['right', row]);
    // A new tile's own top seen steeply over the margin beside it: the margin farther out is as the rest of its side
    // (a hand or a card reaching in from off the board would lie over it too). Not for an entry read as gone: no
    // empty space shows over its margin.
    // Farther out unlike the stretch beside the space too, on that side's own scale: a card or a hand reaching in lies
    // over both alike (seen: a card over 1I-3I of a yellow tray on a gingham cloth, ray-cast seed 309 photo 6, the
    // cloth's checks so varied that the card farther out was as its side; 2I, under it, offered as a new tile).
    const coversBoth = (side: Side, at: number) => apartFrom(sides[side], at, farther[side][at] ?? null) <= UNLIKE;
    const ownTop = (side: Side, at: number) => r === 'tile' && unlike(farther[side], at) <= UNLIKE && !coversBoth(side, at);
    // Beside an entry read as gone, a stretch only lighter than its side is lit, not covered: what lay over the space
    // too would not look like the empty spaces. Beside a new tile it may be a white card over a dark board.
    // A new tile each of whose quarters lies far from the stretch beside it is not under what lies over the margin:
    // a cover reaching in over the space would show in a quarter or more.
    // (A quarter without its texture measures NaN from the stretch: not clear of it.) A new tile's quarters must be of
    // one colour too (spaces.ts ofOneColour): seen (ray-cast seed 904 photo 9), fingers over the rim above 8A of a grey
    // grid in glare, nothing entered, 8A partly under them and in their shadow: its quarters 11.4-24.0 spreads from the
    // fingers' look there, a fingertip's and a shadowed grey space's, and 8A offered as the first tile.
    // An entry read as gone likewise, when it looks as the empty spaces do to a hair (a card's tint or a hand's would not).
    const f = features[cell];
    const [clear, bar] = r === 'tile' ? [CLEAR_OF_COVER, UNLIKE_BESIDE_NEW] : [CLEAR_OF_GONE, UNLIKE];
    const looks = f ? [0, 1, 2, 3].map((q) => quarterLook(f, q) as Look) : [];
    const usual = !!f && r === 'empty' && asUsual(cell);
    // The quarters weighed: a new tile's when of one colour, an entry gone's when it looks as the empty spaces do.
    const quarters = f && (r === 'tile' ? ofOneColour(f) : usual) ? looks : [];
    const clearOfIt = (side: Side, at: number) => quarters.length > 0 && quarters.every((look) => apartFrom(sides[side], at, look) > clear);
    // Unlike the rest of its side, unless that rest is a card over most of the side and the stretch is as the margin
    // elsewhere.
    const covered = (side: Side, at: number) => unlike(sides[side], at, r === 'empty') > bar && !asTheOtherSides(sides, side, at, r === 'empty');
    // An entry read as gone, not as the empty spaces to a hair, that looks as the stretch beside it does where that
    // stretch stands out from its side even a little: what lies over the margin lies over the space too.
    const showsTheStretch = (side: Side, at: number) =>
      r === 'empty' && looks.length > 0 && !usual && unlike(sides[side], at, true) > NOTICED && looks.every((look) => apartFrom(sides[side], at, look) <= AS_THE_STRETCH);
    return beside.some(([side, at]) => (covered(side, at) && !ownTop(side, at) && !clearOfIt(side, at)) || showsTheStretch(side, at)) ? [cell] : [];
  });
}

type Side = 'top' | 'bottom' | 'left' | 'right';

/**
 * Each side's patches `offset` beyond the grid's edge, one beside each outer space, in order (null: out of the photo).
 */
function marginSides(photo: Photo, m: Mat3, offset: number): Record<Side, (Look | null)[]> {
  const across = Array.from({ length: COLUMNS }, (_, c) => c + 0.2);
  const down = Array.from({ length: ROWS }, (_, r) => r + 0.2);
  return {
    top: across.map((u) => patch(photo, m, u, -offset - DEPTH, 0.6, DEPTH)),
    bottom: across.map((u) => patch(photo, m, u, ROWS + offset, 0.6, DEPTH)),
    left: down.map((v) => patch(photo, m, -offset - DEPTH, v, DEPTH, 0.6)),
    right: down.map((v) => patch(photo, m, COLUMNS + offset, v, DEPTH, 0.6)),
  };
}

/** A patch's look (as a space's: log light, red and green shares, light's spread for its level), or null. */
function patch(p: Photo, m: Mat3, u0: number, v0: number, du: number, dv: number): Look | null {
  return boxLook(p, m, [u0, v0, du, dv], SAMPLES, IN_PHOTO);
}

/**
 * The rest of a side beside patch `at`, per feature: its robust middle and spread (the ruler both comparisons below
 * use); null when under four of its other patches are in the photo.
 */
function restOf(side: (Look | null)[], at: number): { middle: number; spread: number }[] | null {
  const others = side.filter((look, i): look is Look => look !== null && i !== at);
  if (others.length < 4) return null;
  return [0, 1, 2, 3].map((k) => robustSpread(others.map((o) => o[k]!), FLOOR[k]!));
}

/**
 * Whether patch `at` of `side` is as the other sides' patches (within UNLIKE of them, in their spreads, as `unlike`
 * measures) where the rest of its side is not: that rest's colour or texture beyond UNLIKE of theirs (its light may
 * differ by the lamp's). Then most of the side lies under a card or a hand and the patch is the margin showing (seen,
 * ray-cast seed 304 photo 39: a card over the margin beside 1E-1I of a paper board left 1A, entered and not on the
 * table, unseen). Only ever to clear a patch, never to mark one: a tray's rim seen from within on one side differs
 * from the other sides as much as a card (measured on the seen sets, marking so: 6 outer spaces newly unseen, 4 of
 * them on yellow trays).
 */
function asTheOtherSides(sides: Record<Side, (Look | null)[]>, side: Side, at: number, lighterIsLight: boolean): boolean {
  const rest = restOf(sides[side], at);
  // The other sides' patches as one side's rest (restOf leaves out the patch asked: here a null put first).
  const others = restOf([null, ...(Object.keys(sides) as Side[]).flatMap((s) => (s === side ? [] : sides[s]))], 0);
  if (!rest || !others) return false;
  const apart = Math.max(...[1, 2, 3].map((k) => Math.abs(rest[k]!.middle - others[k]!.middle) / others[k]!.spread));
  return apart > UNLIKE && unlike(sides[side], at, lighterIsLight, others) <= UNLIKE;
}

/**
 * How far `look` lies from patch `at` of a side, in the rest of the side's spreads (its most unlike feature); NaN when
 * either is unknown.
 */
function apartFrom(side: (Look | null)[], at: number, look: Look | null): number {
  const me = side[at];
  const rest = restOf(side, at);
  if (!me || !look || !rest) return NaN;
  return Math.max(...rest.map(({ spread }, k) => Math.abs(me[k]! - look[k]!) / spread));
}

/**
 * How unlike the rest of its side patch `at` is: its most unlike feature, in the others' robust spreads; NaN when
 * unknown (out of the photo, or beside under four others in it), so neither unlike (over UNLIKE) nor as its side.
 * A patch only darker than its side, its colour and texture the side's, is a shadow across the margin (a lamp's, or a
 * hand's held above the table), not a hand or a card lying over it: its light is not counted. Seen (ray-cast seed
 * 302, photo 27): a hard shadow over the margin beside 1A-3A of a paper board, 0.83 darker in log light (16.7 spreads),
 * its chroma and texture as the side's, left the new tile 2A unseen. Seen sets: that board exact, nothing else read
 * differently (the hands and cards over the margin seen differ in colour or texture too).
 * With `lighterIsLight`, a patch only lighter is not counted either: the lit stretch of a side mostly in shadow (from
 * stop 60; seen, ray-cast seed 303 photo 15, a shadow over 1A-6A's margin left 7A-12A's 1.0 lighter in log light, 20
 * spreads, and 12A, entered and not on the table, unseen; seen sets: that board exact, nothing else read differently).
 * `rest`: what the patch is measured against, the rest of its side unless given (asTheOtherSides).
 */
function unlike(side: (Look | null)[], at: number, lighterIsLight = false, rest = restOf(side, at)): number {
  const me = side[at];
  if (!me || !rest) return NaN;
  const apart = rest.map(({ middle, spread }, k) => (me[k]! - middle) / spread);
  // Only darker (or lighter, when asked), its colour and texture the side's: a step of light, not a hand or a card.
  if ((apart[0]! < 0 || lighterIsLight) && apart.slice(1).every((a) => Math.abs(a) <= UNLIKE)) return Math.max(...apart.slice(1).map(Math.abs));
  return Math.max(...apart.map(Math.abs));
}

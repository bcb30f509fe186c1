/**
 * A hard shadow across the photo (a lamp's light cut off by an edge: a shelf, a box, a person) darkens everything on
 * one side of a straight line by one factor. It cuts tile faces in two and labels too: a dark tile's shaded half is
 * then nearly the table's colour, and a label's glyphs change brightness halfway. Such a shadow is found here and
 * lifted before any face is looked for, so the rest of the scanner sees the photo as if evenly lit.
 *
 * A shadow's edge is told from a table's stripes and a tile's rim by what lies along it: one straight line right
 * across the photo, the same darkening on every material it crosses, and still so well away from the line (a stripe's
 * far side is light again). Pure (plain pixel arrays), for the clean-up worker and Node tests alike.
 */
import { boxBlur3, luma, median, shrink, type Pixels } from './pixels.ts';

/** A hard shadow's edge: the line n·p = c in the photo's pixels, the shaded side where n·p > c, and its darkening. */
export interface ShadowEdge {
  nx: number;
  ny: number;
  c: number;
  /** How bright the shaded side is, as a share of the lit side's brightness. */
  k: number;
  /** The light's share across the edge, every PROFILE_STEP pixels from CROSS_REACH before the line to as far after. */
  profile: number[];
}

/** The edge is looked for on a copy this long on its longer side. */
const SEARCH_SIDE = 320;
/** A shadow darkens what it falls on to between these shares of its brightness (a soft shade is no hard edge). */
const DARKEST = 0.25;
const LIGHTEST = 0.8;
/** The least step of log-brightness (Sobel) that may vote for a line: about a quarter darker across a sharp edge. */
const VOTE_STEP = 0.5;
/** Each step votes for lines within this many degrees of square to its gradient: a weak edge's direction wavers. */
const SPREAD = 6;
/** The line must cross this share of the copy's shorter side at least, and be voted for along this share of it. */
const LEAST_LENGTH = 0.35;
const LEAST_VOTES = 0.3;
/** Stripes are found at most this wide (in the copy's pixels), by their other edge with this share of the votes. */
const STRIPE_WIDTH = 40;
const STRIPE_VOTES = 0.5;
/** The lines with most votes tried as the shadow's edge, at most. */
const CANDIDATES = 12;
/** Where each side is sampled, in the copy's pixels from the line: near, and well away (past a stripe's width). */
const NEAR = 5;
const FAR = [12, 24];
/**
 * Near the line, the share of samples whose darkening is within AGREE of the median: every material darkens alike
 * under a shadow. Away from the line the median stays within AGREE of the near one (single samples there differ more,
 * with the light's broad fall-off and the table's grain).
 */
const AGREE = 0.08;
const LEAST_AGREEING = 0.6;
/** A sample counts only where both sides are flat: no other edge (a tile's rim, a glyph) beside the line there. */
const FLAT = 0.25;
/** The least share of the line whose samples count at all. */
const LEAST_FLAT = 0.3;
/**
 * On a patterned cloth the line is sampled in stretches this long (the copy's pixels, a few of a pattern's repeats), at
 * least LEAST_STRETCHES of them, and STRETCHES_AGREEING of them must agree: a stretch's sums also differ where the
 * line runs along a card's or a tile's edge, as a shadow's do not.
 */
const STRETCH = 24;
const LEAST_STRETCHES = 5;
const STRETCHES_AGREEING = 0.75;

/** A plane of the search copy: the smoothed logarithm of brightness. */
interface Plane {
  log: Float32Array;
  width: number;
  height: number;
}
/** A line's part inside the picture: its two ends. */
type Segment = [[number, number], [number, number]];
/** How the darkening across a line is sampled, at `d` pixels each side. */
type Darkening = (s: Plane, nx: number, ny: number, seg: Segment, length: number, d: number, far?: boolean) => { k: number; agreeing: number } | null;
/** How far across the edge, in the photo's pixels, its soft transition is measured and lifted. */
const CROSS_REACH = 14;
/** How finely the light's share across the edge is measured, in the photo's pixels: a seam shows at a pixel's error. */
const PROFILE_STEP = 0.25;

/** The logarithm of the photo's brightness, box-averaged to SEARCH_SIDE, and the scale back to the photo. */
function small(p: Pixels): { log: Float32Array; width: number; height: number; scale: number } {
  const { planes, width, height, scale } = shrink(p, SEARCH_SIDE);
  // +8: the noise of near-black pixels does not swing their logarithm.
  const log = new Float32Array(width * height);
  for (let i = 0; i < log.length; i++) log[i] = Math.log(luma(planes[0][i]!, planes[1][i]!, planes[2][i]!) + 8);
  return { log, width, height, scale };
}

/** Sobel gradient of a plane: x and y components. */
function sobel(a: Float32Array, width: number, height: number): { gx: Float32Array; gy: Float32Array } {
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const [tl, t, tr, l, r, bl, b, br] = [a[i - width - 1]!, a[i - width]!, a[i - width + 1]!, a[i - 1]!, a[i + 1]!, a[i + width - 1]!, a[i + width]!, a[i + width + 1]!];
      gx[i] = tr + 2 * r + br - tl - 2 * l - bl;
      gy[i] = bl + 2 * b + br - tl - 2 * t - tr;
    }
  }
  return { gx, gy };
}

/** The part of the line n·p = c inside a width x height picture, as its two ends, or null. */
function segment(nx: number, ny: number, c: number, width: number, height: number): Segment | null {
  const ends: [number, number][] = [];
  const add = (x: number, y: number) => {
    if (x >= -1e-6 && x <= width + 1e-6 && y >= -1e-6 && y <= height + 1e-6 && !ends.some(([ex, ey]) => Math.hypot(ex - x, ey - y) < 1e-3)) ends.push([x, y]);
  };
  if (Math.abs(ny) > 1e-9) {
    add(0, c / ny);
    add(width, (c - nx * width) / ny);
  }
  if (Math.abs(nx) > 1e-9) {
    add(c / nx, 0);
    add((c - ny * height) / nx, height);
  }
  return ends.length >= 2 ? [ends[0]!, ends[1]!] : null;
}

/**
 * The hard shadow's edge across a photo, or null when there is none: the strongest straight line of darkening voted for
 * along a good part of its length, that darkens every material alike, near the line and well away from it.
 */
export function findShadow(p: Pixels): ShadowEdge | null {
  const s = small(p);
  const { width, height, log } = s;
  // Smoothed first: on a grainy table a weak edge's direction is lost in the noise of single pixels.
  const smoothed = Float32Array.from(log);
  for (let pass = 0; pass < 2; pass++) boxBlur3(smoothed, width, height);
  const { gx, gy } = sobel(smoothed, width, height);
  const plane: Plane = { log: smoothed, width, height };
  // Votes: each step strong enough, for the lines through it across its gradient, within a degree or two of it. The
  // normal points from the shaded side to the lit one (the way brightness rises).
  const ANGLES = 360;
  const diag = Math.ceil(Math.hypot(width, height));
  const rhos = 2 * diag + 1;
  const votes = new Float32Array(ANGLES * rhos);
  const cos = Float64Array.from({ length: ANGLES }, (_, a) => Math.cos((a * 2 * Math.PI) / ANGLES));
  const sin = Float64Array.from({ length: ANGLES }, (_, a) => Math.sin((a * 2 * Math.PI) / ANGLES));
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      // Squared: Math.hypot over every pixel of the copy costs more than the rest of the search.
      if (gx[i]! * gx[i]! + gy[i]! * gy[i]! < VOTE_STEP * VOTE_STEP) continue;
      const a0 = Math.round((Math.atan2(gy[i]!, gx[i]!) / (2 * Math.PI)) * ANGLES) + ANGLES;
      for (let da = -SPREAD; da <= SPREAD; da++) {
        const a = (a0 + da) % ANGLES;
        // rho + diag is never negative: rounded by truncating half a unit up.
        const rho = ((x + 0.5) * cos[a]! + (y + 0.5) * sin[a]! + diag + 0.5) | 0;
        votes[a * rhos + rho]! += 1;
      }
    }
  }
  // The best few lines (each with its neighbours' votes), tried in turn.
  const around = (a: number, r: number) => {
    let sum = 0;
    for (let da = -1; da <= 1; da++) {
      const aa = (((a + da) % ANGLES) + ANGLES) % ANGLES;
      for (let dr = -1; dr <= 1; dr++) if (r + dr >= 0 && r + dr < rhos) sum += votes[aa * rhos + r + dr]!;
    }
    return sum;
  };
  // Only cells with more votes than any neighbour are lines (a line's votes spill into the cells around it).
  const candidates: { a: number; r: number; v: number }[] = [];
  const least = Math.min(width, height) * LEAST_LENGTH * LEAST_VOTES;
  for (let a = 0; a < ANGLES; a++) {
    for (let r = 1; r < rhos - 1; r++) {
      const v = votes[a * rhos + r]!;
      if (v < least) continue;
      let peak = true;
      for (let da = -1; da <= 1 && peak; da++) {
        const aa = (((a + da) % ANGLES) + ANGLES) % ANGLES;
        for (let dr = -1; dr <= 1; dr++) {
          const u = votes[aa * rhos + r + dr]!;
          if (u > v || (u === v && (da < 0 || (da === 0 && dr < 0)))) {
            peak = false;
            break;
          }
        }
      }
      if (peak) candidates.push({ a, r, v: around(a, r) });
    }
  }
  candidates.sort((x, y) => y.v - x.v);
  // A stripe's edge has its other edge beside it, parallel and of the other way (light to dark, then dark to light); a
  // check's too. A shadow's edge has none.
  const striped = (peak: { a: number; r: number }) => {
    const other = (peak.a + ANGLES / 2) % ANGLES;
    const mirrored = 2 * diag - peak.r; // the same line, its normal turned round
    const v = votes[peak.a * rhos + peak.r]!;
    for (let da = -1; da <= 1; da++) {
      const a = (((other + da) % ANGLES) + ANGLES) % ANGLES;
      for (let dr = -STRIPE_WIDTH; dr <= STRIPE_WIDTH; dr++) {
        const r = mirrored + dr;
        if (Math.abs(dr) >= 2 && r >= 0 && r < rhos && votes[a * rhos + r]! >= v * STRIPE_VOTES) return true;
      }
    }
    return false;
  };
  for (const peak of candidates.filter((c) => !striped(c)).slice(0, CANDIDATES)) {
    // Sampled pixel by pixel where the table is plain enough; on a patterned cloth, few pixels beside the line are flat,
    // and stretches of it are compared instead.
    for (const [way, agreeing] of [[byPixels, LEAST_AGREEING], [byStretches, STRETCHES_AGREEING]] as const) {
      const line = shadowLine(plane, peak, way, agreeing);
      if (line) return refine(p, line.nx, line.ny, line.c * s.scale, line.k);
    }
  }
  return null;

  /** The peak's line when it darkens as a shadow's edge does, sampled `way`, or null. */
  function shadowLine(plane: Plane, peak: { a: number; r: number; v: number }, way: Darkening, agreeing: number): { nx: number; ny: number; c: number; k: number } | null {
    // A line's votes spread over a degree or two: the cells around the peak are tried too, and the one along which
    // the darkening agrees best is the line.
    let best: { nx: number; ny: number; c: number; seg: Segment; length: number; near: { k: number; agreeing: number } } | null = null;
    for (let da = -1; da <= 1; da++) {
      for (let dr = -2; dr <= 2; dr++) {
        const a = (((peak.a + da) % ANGLES) + ANGLES) % ANGLES;
        // n points towards the shaded side: against the gradient.
        const nx = -cos[a]!;
        const ny = -sin[a]!;
        const c = -(peak.r + dr - diag);
        const seg = segment(nx, ny, c, width, height);
        if (!seg) continue;
        const length = Math.hypot(seg[1][0] - seg[0][0], seg[1][1] - seg[0][1]);
        if (length < Math.min(width, height) * LEAST_LENGTH || peak.v < length * LEAST_VOTES * 3) continue;
        const near = way(plane, nx, ny, seg, length, NEAR);
        if (near && (!best || near.agreeing > best.near.agreeing)) best = { nx, ny, c, seg, length, near };
      }
    }
    if (!best) return null;
    const { nx, ny, c, seg, length, near } = best;
    if (near.agreeing < agreeing || near.k < DARKEST || near.k > LIGHTEST) return null;
    // Well away from the line the darkening holds: a stripe's or a check's far side is light again.
    if (FAR.some((d) => {
      const far = way(plane, nx, ny, seg, length, d, true);
      return far === null || Math.abs(far.k - near.k) > AGREE;
    })) return null;
    return { nx, ny, c, k: near.k };
  }
  return null;
}

/** The index of the copy's pixel under the point (x, y), or -1 when it lies within `margin` of the copy's edge or off it. */
function cellAt(s: Plane, x: number, y: number, margin: number): number {
  const xi = Math.round(x - 0.5);
  const yi = Math.round(y - 0.5);
  return xi >= margin && yi >= margin && xi < s.width - margin && yi < s.height - margin ? yi * s.width + xi : -1;
}

/**
 * The median darkening across the line at `d` pixels each side (shaded over lit, of brightness), pixel by pixel where
 * both sides are flat, and the share of those within AGREE of it; null when too few are flat.
 */
function byPixels(s: Plane, nx: number, ny: number, seg: Segment, length: number, d: number): { k: number; agreeing: number } | null {
  const { width, log } = s;
  // A pixel with its four neighbours in the copy, for the flatness test.
  const at = (x: number, y: number) => cellAt(s, x, y, 1);
  const flat = (i: number) => {
    // The largest step to a neighbour, in log-brightness.
    const v = log[i]!;
    return Math.max(Math.abs(log[i - 1]! - v), Math.abs(log[i + 1]! - v), Math.abs(log[i - width]! - v), Math.abs(log[i + width]! - v)) < FLAT / 2;
  };
  const ratios: number[] = [];
  const steps = Math.floor(length);
  for (let t = 0; t <= steps; t++) {
    const x = seg[0][0] + ((seg[1][0] - seg[0][0]) * t) / Math.max(1, steps);
    const y = seg[0][1] + ((seg[1][1] - seg[0][1]) * t) / Math.max(1, steps);
    const lit = at(x - nx * d, y - ny * d);
    const shaded = at(x + nx * d, y + ny * d);
    if (lit < 0 || shaded < 0 || !flat(lit) || !flat(shaded)) continue;
    ratios.push(Math.exp(log[shaded]! - log[lit]!));
  }
  if (ratios.length < steps * LEAST_FLAT) return null;
  const k = median(ratios);
  return { k, agreeing: ratios.filter((q) => Math.abs(q - k) <= AGREE).length / ratios.length };
}

/**
 * The median darkening across the line at `d` pixels each side, stretch by stretch (STRETCH pixels of the line, each
 * side's brightness summed over a band 3 pixels wide along it), and the share of stretches within AGREE of it: on a
 * patterned cloth each band holds the same mix of the pattern's colours, so the sums' ratio is the shadow's. Well away
 * from the line (`far`) the band runs from d/2 to 3d/2: over a few of a check's or a stripe's repeats, whose sides are
 * then alike, where a shadow's stay apart. Null when too little of the line lies in the picture.
 */
function byStretches(s: Plane, nx: number, ny: number, seg: Segment, length: number, d: number, far = false): { k: number; agreeing: number } | null {
  const { log } = s;
  const at = (x: number, y: number) => cellAt(s, x, y, 0);
  const ratios: number[] = [];
  const steps = Math.floor(length);
  for (let t0 = 0; t0 + STRETCH <= steps + 1; t0 += STRETCH) {
    let lit = 0;
    let shaded = 0;
    let seen = 0;
    for (let t = t0; t < t0 + STRETCH; t++) {
      const x = seg[0][0] + ((seg[1][0] - seg[0][0]) * t) / Math.max(1, steps);
      const y = seg[0][1] + ((seg[1][1] - seg[0][1]) * t) / Math.max(1, steps);
      for (let o = far ? Math.round(d / 2) : d - 1; o <= (far ? Math.round((3 * d) / 2) : d + 1); o++) {
        const l = at(x - nx * o, y - ny * o);
        const r = at(x + nx * o, y + ny * o);
        if (l < 0 || r < 0) continue;
        lit += Math.exp(log[l]!);
        shaded += Math.exp(log[r]!);
        seen++;
      }
    }
    if (seen >= STRETCH * (far ? d / 2 : 1.5)) ratios.push(shaded / lit);
  }
  if (ratios.length < LEAST_STRETCHES) return null;
  const k = median(ratios);
  return { k, agreeing: ratios.filter((q) => Math.abs(q - k) <= AGREE).length / ratios.length };
}

/** Luma of the photo's pixel (x, y), which must be on it. */
function lumaOf(p: Pixels, x: number, y: number): number {
  const k = (y * p.width + x) * 4;
  return luma(p.data[k]!, p.data[k + 1]!, p.data[k + 2]!);
}

/**
 * Brightness at a photo point (pixel centres at whole coordinates): the mean luma of a 3x3 patch around it, read
 * between pixels by their distance, or NaN off the photo.
 */
function brightness(p: Pixels, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 1 || y0 < 1 || x0 + 2 >= p.width || y0 + 2 >= p.height) return NaN;
  const fx = x - x0;
  const fy = y - y0;
  let sum = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const [a, b, c, d] = [lumaOf(p, x0 + dx, y0 + dy), lumaOf(p, x0 + dx + 1, y0 + dy), lumaOf(p, x0 + dx, y0 + dy + 1), lumaOf(p, x0 + dx + 1, y0 + dy + 1)];
      sum += (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
    }
  }
  return sum / 9;
}

/**
 * The edge placed to the photo's pixel (the search copy places it to a few): the steepest point across it, sampled
 * along its length, fitted by a line; and the light's share across it measured, so lifting it leaves no seam.
 */
function refine(p: Pixels, nx: number, ny: number, c: number, k: number): ShadowEdge | null {
  const seg = segment(nx, ny, c, p.width, p.height);
  if (!seg) return null;
  const length = Math.hypot(seg[1][0] - seg[0][0], seg[1][1] - seg[0][1]);
  const [tx, ty] = [(seg[1][0] - seg[0][0]) / length, (seg[1][1] - seg[0][1]) / length];
  // The search copy's line may be a degree or two off: the edge is looked for this far either side of it.
  const reach = 24;
  // Where along each cross-section the light falls most steeply, where it falls by about k and nothing else is there.
  const points: [number, number][] = [];
  for (let t = 0; t <= length; t += 4) {
    const [x, y] = [seg[0][0] + tx * t, seg[0][1] + ty * t];
    const lit = brightness(p, x - nx * reach, y - ny * reach);
    const shaded = brightness(p, x + nx * reach, y + ny * reach);
    if (!(lit > 0) || !(shaded >= 0) || Math.abs((shaded + 1) / (lit + 1) - k) > AGREE * 1.5) continue;
    let best = 0;
    let at = 0;
    for (let o = -reach + 2; o < reach - 1; o++) {
      const drop = brightness(p, x + nx * (o - 1), y + ny * (o - 1)) - brightness(p, x + nx * (o + 1), y + ny * (o + 1));
      if (drop > best) [best, at] = [drop, o];
    }
    if (best > 0) points.push([t, at]);
  }
  // The offset along the line as a straight function of the position (a small turn and a shift of the line), fitted
  // twice: the second time without the points far off the first fit (another edge beside the shadow's there).
  const fit = (pts: [number, number][]) => {
    let [st, so, stt, sto] = [0, 0, 0, 0];
    for (const [t, o] of pts) [st, so, stt, sto] = [st + t, so + o, stt + t * t, sto + t * o];
    const n = pts.length;
    const slope = (n * sto - st * so) / Math.max(1e-9, n * stt - st * st);
    return { slope, shift: (so - slope * st) / n };
  };
  if (points.length < 8) return null;
  const first = fit(points);
  const kept = points.filter(([t, o]) => Math.abs(o - first.shift - first.slope * t) <= 3);
  if (kept.length < 8) return null;
  const { slope, shift } = fit(kept);
  // The line through (t=0, shift) and (t=length, shift + slope·length), moved by its offsets.
  const [ax, ay] = [seg[0][0] + nx * shift, seg[0][1] + ny * shift];
  const [bx, by] = [seg[1][0] + nx * (shift + slope * length), seg[1][1] + ny * (shift + slope * length)];
  const len = Math.hypot(bx - ax, by - ay);
  const [mx, my] = [-(by - ay) / len, (bx - ax) / len];
  const [fx, fy] = mx * nx + my * ny >= 0 ? [mx, my] : [-mx, -my];
  const fc = fx * ax + fy * ay;
  // The light's share at each offset across the edge: the brightness there summed over the cross-sections, over their
  // lit side's. Summed, not a median of ratios: bright materials weigh most, and a dark table's noise floor does not
  // pass for a lighter shade.
  const rows: number[][] = [];
  const lits: number[] = [];
  const end = CROSS_REACH + 4;
  for (let t = 0; t <= len; t += 4) {
    const [x, y] = [ax + ((bx - ax) * t) / len, ay + ((by - ay) * t) / len];
    const lit = brightness(p, x - fx * end, y - fy * end);
    const shaded = brightness(p, x + fx * end, y + fy * end);
    if (!(lit > 0) || !(shaded >= 0) || Math.abs((shaded + 1) / (lit + 1) - k) > AGREE * 1.5) continue;
    const row: number[] = [];
    for (let o = -CROSS_REACH; o <= CROSS_REACH + 1e-9; o += PROFILE_STEP) row.push(brightness(p, x + fx * o, y + fy * o));
    if (row.every((v) => Number.isFinite(v))) {
      rows.push(row);
      lits.push(lit);
    }
  }
  if (rows.length < 8) return null;
  const litSum = lits.reduce((sum, v) => sum + v, 0);
  const profile = rows[0]!.map((_, o) => rows.reduce((sum, row) => sum + row[o]!, 0) / litSum);
  const darkest = profile[profile.length - 1]!;
  if (darkest < DARKEST || darkest > LIGHTEST) return null;
  // From 1 on the lit side down to the shaded side's share, never rising.
  let last = 1;
  for (let o = 0; o < profile.length; o++) last = profile[o] = Math.min(last, Math.max(darkest, Math.min(1, profile[o]!)));
  return { nx: fx, ny: fy, c: fc, k: darkest, profile };
}

/** The photo with a hard shadow lifted: each pixel divided by the light's share where it lies. A copy. */
export function liftShadow(p: Pixels, edge: ShadowEdge): Pixels {
  const data = new Uint8ClampedArray(p.data.length);
  const { nx, ny, c, k, profile } = edge;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      const o = nx * x + ny * y - c;
      let share = o <= -CROSS_REACH ? 1 : k;
      if (o > -CROSS_REACH && o < CROSS_REACH) {
        const at = (o + CROSS_REACH) / PROFILE_STEP;
        const i = Math.floor(at);
        share = profile[i]! + (profile[Math.min(profile.length - 1, i + 1)]! - profile[i]!) * (at - i);
      }
      const i = (y * p.width + x) * 4;
      data[i] = p.data[i]! / share;
      data[i + 1] = p.data[i + 1]! / share;
      data[i + 2] = p.data[i + 2]! / share;
      data[i + 3] = p.data[i + 3]!;
    }
  }
  return { data, width: p.width, height: p.height };
}

/** The photo as if evenly lit: with its hard shadow lifted (a copy), or as it is when it has none. */
export function shadowLifted(p: Pixels): Pixels {
  const edge = findShadow(p);
  return edge ? liftShadow(p, edge) : p;
}

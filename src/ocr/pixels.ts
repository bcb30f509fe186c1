/**
 * Pixel work shared by the scanner's steps, on plain arrays (so it runs in the clean-up worker and in Node tests
 * alike): the image type, luma, scaling a photo down, evening out its light, a box blur, a median, a histogram quantile and
 * the least squares fit the light's surface uses (and the elimination it ends with, which the board reader's plane
 * maps use too).
 */

/** An RGBA image. */
export interface Pixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/** Luma (0-255) of a colour: what "light" and "dark" mean here, for faces and their ink alike. */
export const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** Faces are looked for on a copy whose longer side is this at most (a tile is 30+ px wide there). */
export const WORK_SIDE = 640;
/**
 * The size of a picture scaled down (never up) so its longer side is at most `longest`: a portrait photo is worked on
 * at the same scale as a landscape one, and a picture thousands of pixels tall costs no more than a photo.
 */
export function fitWithin(width: number, height: number, longest: number): { width: number; height: number; scale: number } {
  const scale = Math.max(1, Math.max(width, height) / longest);
  return { width: Math.max(1, Math.round(width / scale)), height: Math.max(1, Math.round(height / scale)), scale };
}

/** The photo box-averaged down to WORK_SIDE, its three colour planes. */
export interface Shrunk {
  planes: readonly [Float32Array, Float32Array, Float32Array];
  width: number;
  height: number;
  scale: number;
}

/** The photo box-averaged down to `longest` on its longer side (WORK_SIDE, where faces are looked for). */
export function shrink(p: Pixels, longest = WORK_SIDE): Shrunk {
  const { width, height, scale } = fitWithin(p.width, p.height, longest);
  const planes = [new Float32Array(width * height), new Float32Array(width * height), new Float32Array(width * height)] as const;
  for (let y = 0; y < height; y++) {
    const sy0 = Math.floor(y * scale);
    const sy1 = Math.max(sy0 + 1, Math.min(p.height, Math.floor((y + 1) * scale)));
    for (let x = 0; x < width; x++) {
      const sx0 = Math.floor(x * scale);
      const sx1 = Math.max(sx0 + 1, Math.min(p.width, Math.floor((x + 1) * scale)));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = sy0; sy < sy1; sy++) {
        for (let sx = sx0; sx < sx1; sx++) {
          const k = (sy * p.width + sx) * 4;
          r += p.data[k]!;
          g += p.data[k + 1]!;
          b += p.data[k + 2]!;
        }
      }
      const n = (sy1 - sy0) * (sx1 - sx0);
      planes[0][y * width + x] = r / n;
      planes[1][y * width + x] = g / n;
      planes[2][y * width + x] = b / n;
    }
  }
  return { planes, width, height, scale };
}

/** The photo is cut into this many cells along its longer side to see how the light falls across it. */
const LIGHT_CELLS = 16;

/**
 * The light falling off across the photo, divided out of `planes` and `lumas` in place: a smooth surface (quadratic
 * in x and y) fitted to the logarithm of each cell's median luma. A lamp to one side makes a pale tile in the dim half
 * the colour of the table in the bright half, and one face darker at one end than the other; evened out, the face is
 * nearer one colour from rim to rim. Left as it is when the cells do not fix the surface.
 */
export function evenLight(planes: readonly [Float32Array, Float32Array, Float32Array], lumas: Float32Array, width: number, height: number): void {
  const cell = Math.max(width, height) / LIGHT_CELLS;
  const gx = Math.max(1, Math.round(width / cell));
  const gy = Math.max(1, Math.round(height / cell));
  // The surface's terms at a point (u, v), each from -0.5 to 0.5 across the photo.
  const terms = (u: number, v: number) => [1, u, v, u * u, u * v, v * v];
  const rows: number[][] = [];
  const logs: number[] = [];
  const bins = new Uint32Array(256);
  for (let cy = 0; cy < gy; cy++) {
    for (let cx = 0; cx < gx; cx++) {
      bins.fill(0);
      let count = 0;
      for (let y = Math.floor((cy * height) / gy); y < Math.floor(((cy + 1) * height) / gy); y++) {
        for (let x = Math.floor((cx * width) / gx); x < Math.floor(((cx + 1) * width) / gx); x++) {
          bins[Math.min(255, Math.max(0, Math.round(lumas[y * width + x]!)))]!++;
          count++;
        }
      }
      if (count === 0) continue;
      let median = 0;
      for (let seen = bins[0]!; seen * 2 < count; seen += bins[++median]!);
      rows.push(terms((cx + 0.5) / gx - 0.5, (cy + 0.5) / gy - 0.5));
      // +4: a black cell's log stays finite and its noise does not swing the fit.
      logs.push(Math.log(median + 4));
    }
  }
  const k = leastSquares(rows, logs);
  if (!k) return;
  const mean = logs.reduce((sum, v) => sum + v, 0) / logs.length;
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / height - 0.5;
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) / width - 0.5;
      const gain = Math.exp(mean - (k[0]! + k[1]! * u + k[2]! * v + k[3]! * u * u + k[4]! * u * v + k[5]! * v * v));
      const i = y * width + x;
      planes[0][i] = planes[0][i]! * gain;
      planes[1][i] = planes[1][i]! * gain;
      planes[2][i] = planes[2][i]! * gain;
      lumas[i] = lumas[i]! * gain;
    }
  }
}

/**
 * Least squares: the coefficients k making each row·k nearest its value (the normal equations, solved by Gauss-Jordan
 * elimination with partial pivoting), or null when there are too few rows or they do not fix k.
 */
export function leastSquares(rows: number[][], values: number[]): number[] | null {
  const m = rows[0]?.length ?? 0;
  if (m === 0 || rows.length < m * 2) return null;
  const a = Array.from({ length: m }, () => new Array<number>(m + 1).fill(0));
  rows.forEach((r, n) => {
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < m; j++) a[i]![j]! += r[i]! * r[j]!;
      a[i]![m]! += r[i]! * values[n]!;
    }
  });
  return gaussJordan(a);
}

/**
 * Solves an augmented n x (n + 1) system in place by Gauss-Jordan elimination with partial pivoting; null when a
 * pivot is under `tiny` (the system does not fix the unknowns).
 */
export function gaussJordan(a: number[][], tiny = 1e-9): number[] | null {
  const m = a.length;
  for (let c = 0; c < m; c++) {
    let pivot = c;
    for (let r = c + 1; r < m; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    if (Math.abs(a[pivot]![c]!) < tiny) return null;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < m; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let j = c; j <= m; j++) a[r]![j]! -= f * a[c]![j]!;
    }
  }
  return a.map((row, i) => row[m]! / row[i]!);
}

/** The median of a list (the upper of the two middle values when even); NaN when empty. */
export function median(values: readonly number[]): number {
  // A typed array sorts numbers in order without a comparator called per pair: several times quicker on the board
  // reader's tens of thousands of edge strengths.
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * A list's middle (median) and robust spread (its median deviation made a standard deviation's worth, 1.4826 times),
 * the spread floored at `floor`: a few values far off (a marker, a hand) move neither.
 */
export function robustSpread(values: readonly number[], floor: number): { middle: number; spread: number } {
  const middle = median(values);
  return { middle, spread: Math.max(floor, 1.4826 * median(values.map((v) => Math.abs(v - middle)))) };
}

/** The value below which a share `q` of `values` (all within 0..`top`) lie, to a sixteenth: a histogram, not a sort. */
export function quantile(values: Float32Array, q: number, top: number): number {
  const bins = new Uint32Array(top * 16 + 1);
  for (let i = 0; i < values.length; i++) bins[Math.min(bins.length - 1, Math.max(0, Math.floor(values[i]! * 16)))]!++;
  const want = Math.floor(values.length * q);
  let seen = 0;
  for (let b = 0; b < bins.length; b++) {
    seen += bins[b]!;
    if (seen > want) return b / 16;
  }
  return top;
}

/** A 3-wide box blur across, then down, the edge pixels repeated beyond the picture (interior loops without clamps). */
export function boxBlur3(a: Float32Array, width: number, height: number): void {
  const t = new Float32Array(a.length);
  for (let y = 0; y < height; y++) {
    const o = y * width;
    if (width === 1) {
      t[o] = a[o]!;
      continue;
    }
    t[o] = (a[o]! + a[o]! + a[o + 1]!) / 3;
    for (let i = o + 1; i < o + width - 1; i++) t[i] = (a[i - 1]! + a[i]! + a[i + 1]!) / 3;
    t[o + width - 1] = (a[o + width - 2]! + a[o + width - 1]! + a[o + width - 1]!) / 3;
  }
  if (height === 1) {
    a.set(t);
    return;
  }
  const last = (height - 1) * width;
  for (let x = 0; x < width; x++) {
    a[x] = (t[x]! + t[x]! + t[x + width]!) / 3;
    a[last + x] = (t[last + x - width]! + t[last + x]! + t[last + x]!) / 3;
  }
  for (let i = width; i < last; i++) a[i] = (t[i - width]! + t[i]! + t[i + width]!) / 3;
}

/** Image clean-up before recognition: scale, grayscale, contrast stretch, local threshold, character-sized ink. */
import type { Glyph } from './regions.ts';

const MAX_WIDTH = 1280;
/** The least share of its box a glyph's ink fills (a thin "1" or "I" fills most of its own). */
const FILL = 0.1;
/** The least ink a glyph has for its height squared: a hairline (a tile's edge caught by the light) has far less. */
const STROKE = 0.08;

/** An image made ready for OCR: the black-on-white canvas, the stretched gray levels behind it, and the glyph boxes. */
export interface Prepared {
  canvas: HTMLCanvasElement;
  gray: Uint8ClampedArray;
  ink: Uint8Array;
  boxes: Glyph[];
}

/** Cleans an image for OCR: only character-sized ink is kept, black on white. */
export function prepareImage(image: ImageBitmap): Prepared {
  const boxes: Glyph[] = [];
  const scale = Math.min(1, MAX_WIDTH / image.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(image.height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const gray = stretch(toGray(pixels.data));
  const black = keepCharacterSized(adaptiveThreshold(gray, canvas.width, canvas.height), canvas.width, canvas.height, boxes);
  for (let i = 0; i < black.length; i++) {
    const v = black[i] ? 0 : 255;
    pixels.data[i * 4] = pixels.data[i * 4 + 1] = pixels.data[i * 4 + 2] = v;
    pixels.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(pixels, 0, 0);
  return { canvas, gray, ink: black, boxes };
}

/**
 * Bradley-Roth local threshold: a pixel is ink when it is clearly darker than the mean of its neighbourhood.
 * Dark labels on light tiles come out black; flat areas (table, tile face) white, whatever the light falls like.
 */
export function adaptiveThreshold(gray: Uint8ClampedArray, width: number, height: number, darker = 0.15): Uint8Array {
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += gray[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  const half = Math.max(8, Math.round(width / 16));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum = integral[y1 * (width + 1) + x1]! - integral[y0 * (width + 1) + x1]! - integral[y1 * (width + 1) + x0]! + integral[y0 * (width + 1) + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      out[y * width + x] = gray[y * width + x]! < mean * (1 - darker) ? 1 : 0;
    }
  }
  return out;
}

/** Luma of each pixel. */
export function toGray(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  return out;
}

/** Stretches the 1st-99th percentile to 0-255 (uneven light, dim rooms). */
export function stretch(gray: Uint8ClampedArray): Uint8ClampedArray {
  const hist = new Array<number>(256).fill(0);
  for (const v of gray) hist[v]!++;
  const cut = gray.length / 100;
  let lo = 0;
  let hi = 255;
  for (let acc = 0; lo < 255 && acc + hist[lo]! < cut; lo++) acc += hist[lo]!;
  for (let acc = 0; hi > 0 && acc + hist[hi]! < cut; hi--) acc += hist[hi]!;
  if (hi <= lo) return gray;
  for (let i = 0; i < gray.length; i++) gray[i] = ((gray[i]! - lo) * 255) / (hi - lo);
  return gray;
}

/** Otsu's threshold: the gray level that best separates two classes of pixels. */
export function otsu(gray: Uint8ClampedArray): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of gray) hist[v]!++;
  const total = gray.length;
  let sum = 0;
  for (let t = 0; t < 256; t++) sum += t * hist[t]!;
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const meanB = sumB / weightB;
    const meanF = (sum - sumB) / weightF;
    const between = weightB * weightF * (meanB - meanF) ** 2;
    if (between > best) {
      best = between;
      threshold = t + 1;
    }
  }
  return threshold;
}

/**
 * Keeps only ink that could be a character: connected blobs (8-connected) whose box is neither tiny (noise) nor
 * large (tile edges, shadows, the table's pattern), so the recogniser sees the labels alone.
 */
export function keepCharacterSized(ink: Uint8Array, width: number, height: number, boxes: Glyph[] = []): Uint8Array {
  const out = new Uint8Array(ink.length);
  const seen = new Uint8Array(ink.length);
  const stack: number[] = [];
  const pixels: number[] = [];
  const maxH = height * 0.4;
  const maxW = width * 0.3;
  const minH = Math.max(6, height * 0.02);
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    pixels.length = 0;
    let x0 = width;
    let x1 = 0;
    let y0 = height;
    let y1 = 0;
    while (stack.length > 0) {
      const p = stack.pop()!;
      pixels.push(p);
      const x = p % width;
      const y = (p - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (ink[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    // A character is taller than noise, shorter than a tile, not a long thin edge, fills a fair part of its box
    // (a tile's shadow is an L of thin stroke around a large empty box), and is not a hairline.
    if (h >= minH && h <= maxH && w <= maxW && w <= h * 2.5 && pixels.length >= w * h * FILL && pixels.length >= h * h * STROKE) {
      for (const p of pixels) out[p] = 1;
      boxes.push({ x0, y0, x1, y1, area: pixels.length });
    }
  }
  return out;
}

/**
 * Reading a tile label out of OCR text: a label is a column 1-12 followed by a row A-I ("7C", "12I").
 * OCR confuses look-alike characters, so each character is read by its position: the first one or two are
 * digits, the last is a row letter. Pure: tested in Node (issue #5 "the label grammar and the correction").
 */

/** Characters OCR may return for a digit, with the digits they most likely are (best first). */
const AS_DIGIT: Record<string, string[]> = {
  O: ['0'], Q: ['0'], D: ['0'], U: ['0'],
  I: ['1'], L: ['1'], J: ['1'], T: ['1', '7'], '|': ['1'], '!': ['1'], '/': ['1'], ']': ['1'], '[': ['1'],
  Z: ['2'], S: ['5'], B: ['8', '6'], G: ['6'], b: ['6'], q: ['9'], g: ['9'], A: ['4'],
};

/** Characters OCR may return for a row letter A-I, with the rows they most likely are (best first). */
const AS_ROW: Record<string, string[]> = {
  '1': ['I'], l: ['I'], '|': ['I'], '!': ['I'], J: ['I'], T: ['I'], L: ['I'],
  '8': ['B'], '3': ['B'], '6': ['G', 'B'], '0': ['D', 'C'], O: ['D', 'C'], Q: ['G', 'D'], '4': ['A'],
  '5': ['E', 'F'], P: ['F', 'B'], R: ['B', 'A'], K: ['H'], N: ['H'], '(': ['C'], '<': ['C'], '[': ['C', 'E'],
};

/** One reading of a label: the tile, how sure (0-1), and other tiles it could be. */
export interface LabelReading {
  tile: string;
  confidence: number;
  alternatives: string[];
}

const ROWS = 'ABCDEFGHI';

function digitOptions(ch: string): string[] {
  if (/[0-9]/.test(ch)) return [ch];
  return AS_DIGIT[ch] ?? AS_DIGIT[ch.toUpperCase()] ?? [];
}

function rowOptions(ch: string): string[] {
  const up = ch.toUpperCase();
  const options = [...(ROWS.includes(up) ? [up] : []), ...(AS_ROW[ch] ?? AS_ROW[up] ?? [])];
  return [...new Set(options)].filter((r) => ROWS.includes(r));
}

/** Every tile a compact string (no spaces) can be read as, best first, each with a penalty for corrections. */
function candidates(text: string): { tile: string; corrections: number }[] {
  const out: { tile: string; corrections: number }[] = [];
  for (const digits of [1, 2]) {
    if (text.length !== digits + 1) continue;
    const last = text[digits]!;
    const heads = digits === 1 ? digitOptions(text[0]!).map((d, i) => ({ n: d, c: text[0] === d ? 0 : 1 + i * 0.5 })) : pairs(text[0]!, text[1]!);
    rowOptions(last).forEach((row, j) => {
      const rowCost = last.toUpperCase() === row ? 0 : 1 + j * 0.5;
      for (const h of heads) {
        const column = Number(h.n);
        if (column >= 1 && column <= 12) out.push({ tile: `${column}${row}`, corrections: h.c + rowCost });
      }
    });
  }
  return out.sort((a, b) => a.corrections - b.corrections);
}

function pairs(a: string, b: string): { n: string; c: number }[] {
  const out: { n: string; c: number }[] = [];
  digitOptions(a).forEach((x, i) =>
    digitOptions(b).forEach((y, j) => out.push({ n: x + y, c: (a === x ? 0 : 1 + i * 0.5) + (b === y ? 0 : 1 + j * 0.5) })),
  );
  return out;
}

/**
 * Reads one label from the text OCR returned for one label region, with the engine's confidence (0-100).
 * Returns null when the text cannot be a label (rejects anything that is not 2-3 characters once cleaned).
 */
export function readLabel(text: string, ocrConfidence = 100): LabelReading | null {
  const compact = text.replace(/[\s.,:;'"`~_-]+/g, '');
  const found = candidates(compact);
  if (found.length === 0) return null;
  const best = found[0]!;
  // Each correction costs certainty: a clean read keeps the engine's confidence, a corrected one loses 15% a step.
  // A digit where the row letter goes, other than the classic 1→I and 8→B, usually means the letter was lost
  // ("10D" read as "10"): never shown as sure.
  const rowDigit = /[02-79]$/.test(compact) ? 0.6 : 1;
  const confidence = Math.max(0, Math.min(1, (ocrConfidence / 100) * Math.pow(0.85, best.corrections) * rowDigit));
  const alternatives = [...new Set(found.slice(1).map((f) => f.tile))].filter((t) => t !== best.tile).slice(0, 3);
  return { tile: best.tile, confidence: Math.round(confidence * 100) / 100, alternatives };
}

/** Reads every label in a longer text (several tiles in one line), in order; duplicates kept once. */
export function readLabels(text: string, ocrConfidence = 100): LabelReading[] {
  const seen = new Set<string>();
  const out: LabelReading[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const r = readLabel(word, ocrConfidence);
    if (r && !seen.has(r.tile)) {
      seen.add(r.tile);
      out.push(r);
    }
  }
  return out;
}

/**
 * A reading checked against the number of glyphs its region holds: when OCR returned fewer characters than there
 * are glyphs (a "10D" read as "1D"), the reading is doubtful and the longer labels it may be are offered first.
 */
export function checkGlyphCount(reading: LabelReading, text: string, glyphs: number): LabelReading {
  const chars = text.replace(/[\s.,:;'"`~_-]+/g, '').length;
  if (chars >= glyphs) return reading;
  const row = reading.tile.slice(-1);
  const column = reading.tile.slice(0, -1);
  // A lost glyph in a three-glyph label: the column had two digits (10, 11 or 12).
  const longer = column.length === 1 ? ['10', '11', '12'].filter((c) => c.includes(column)).map((c) => `${c}${row}`) : [];
  const alternatives = [...new Set([...longer, ...reading.alternatives])].filter((t) => t !== reading.tile).slice(0, 3);
  return { tile: reading.tile, confidence: Math.round(reading.confidence * 50) / 100, alternatives };
}

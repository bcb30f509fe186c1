/**
 * Reading a tile label out of OCR text: a label is a column 1-12 followed by a row A-I ("7C", "12I").
 * OCR confuses look-alike characters, so each character is read by its position: the first one or two are
 * digits, the last is a row letter. Pure: tested in Node.
 */
import { COLUMNS, parseTile, ROW_LETTERS, tileName } from '../engine/index.ts';

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

/**
 * Whether OCR reading `a` where another reading has `b` is the same glyph seen two ways: the same character, or a digit
 * and a row letter each other's first choice above (6/G, 8/B, 0/D, 1/I, 4/A).
 */
export function sameGlyph(a: string, b: string): boolean {
  const mutual = (digit: string, row: string) => AS_DIGIT[row]?.[0] === digit && AS_ROW[digit]?.[0] === row;
  return a === b || mutual(a, b) || mutual(b, a);
}

/** Digits and row letters OCR reads cleanly but mistakes for one another on tiles (offered as alternatives only). */
const LOOK_ALIKE_DIGITS: Record<string, string[]> = {
  '1': ['7'], '7': ['1'], '3': ['5', '8'], '5': ['3', '6'], '6': ['5', '8'], '8': ['3', '6'], '9': ['5'], '0': ['8'], '2': [], '4': [],
};
const LOOK_ALIKE_ROWS: Record<string, string[]> = { C: ['G'], G: ['C'], E: ['F'], F: ['E'], B: ['E', 'D'], D: ['B'], H: ['A'], A: ['H'], I: [] };
/** What a look-alike costs: more than any correction, so it never displaces a reading, only follows it. */
const LOOK_ALIKE_COST = 2;

/** From this confidence on a reading is shown as sure; below it, as doubtful with its alternatives. */
export const SURE = 0.8;
/**
 * The most a disputed reading is worth (the two reading modes disagree, or its glyphs' shapes contradict it): still
 * offered first, never shown as sure.
 */
export const DISPUTED = 0.6;

/** One reading of a label: the tile, how sure (0-1), and other tiles it could be. */
export interface LabelReading {
  tile: string;
  confidence: number;
  alternatives: string[];
}

/** The characters a label is printed with: what OCR is told to look for. */
export const DIGITS = '0123456789';
export const LABEL_CHARACTERS = DIGITS + ROW_LETTERS;

/** Whether a text is a tile's label exactly as printed: "7C", never "07C", "C7" or "7c". */
export function isPrintedLabel(text: string): boolean {
  const tile = parseTile(text);
  return tile !== null && tileName(tile) === text;
}

/** Whether a text is one row letter, A to I. */
export function isRowLetter(text: string): boolean {
  return text.length === 1 && ROW_LETTERS.includes(text);
}

/** Whether a text is a column number exactly as printed: 1 to 12, no leading zero. */
export function isPrintedColumn(text: string): boolean {
  return /^[1-9]\d?$/.test(text) && Number(text) <= COLUMNS;
}

/** OCR text without the spaces and specks of punctuation it adds around glyphs. */
export function compactText(text: string): string {
  return text.replace(/[\s.,:;'"`~_-]+/g, '');
}

/** An option for one character, and what reading it so costs. */
interface Option {
  ch: string;
  cost: number;
  /** A look-alike of a character that was read cleanly: an alternative only, never the reading itself. */
  guess?: boolean;
}

function digitOptions(ch: string): Option[] {
  if (/[0-9]/.test(ch)) return [{ ch, cost: 0 }, ...LOOK_ALIKE_DIGITS[ch]!.map((d) => ({ ch: d, cost: LOOK_ALIKE_COST, guess: true }))];
  return (AS_DIGIT[ch] ?? AS_DIGIT[ch.toUpperCase()] ?? []).map((d, i) => ({ ch: d, cost: 1 + i * 0.5 }));
}

function rowOptions(ch: string): Option[] {
  const up = ch.toUpperCase();
  if (ROW_LETTERS.includes(up)) return [{ ch: up, cost: 0 }, ...LOOK_ALIKE_ROWS[up]!.map((r) => ({ ch: r, cost: LOOK_ALIKE_COST, guess: true }))];
  return (AS_ROW[ch] ?? AS_ROW[up] ?? []).filter((r) => ROW_LETTERS.includes(r)).map((r, i) => ({ ch: r, cost: 1 + i * 0.5 }));
}

/** Every tile a compact string (no spaces) can be read as, best first, each with a penalty for corrections. */
function candidates(text: string): { tile: string; corrections: number; guess: boolean }[] {
  const out: { tile: string; corrections: number; guess: boolean }[] = [];
  for (const digits of [1, 2]) {
    if (text.length !== digits + 1) continue;
    const heads = digits === 1 ? digitOptions(text[0]!) : pairs(text[0]!, text[1]!);
    for (const row of rowOptions(text[digits]!)) {
      for (const head of heads) {
        const column = Number(head.ch);
        if (column >= 1 && column <= 12) out.push({ tile: `${column}${row.ch}`, corrections: head.cost + row.cost, guess: Boolean(head.guess || row.guess) });
      }
    }
  }
  return out.sort((a, b) => a.corrections - b.corrections);
}

function pairs(a: string, b: string): Option[] {
  return digitOptions(a).flatMap((x) => digitOptions(b).map((y) => ({ ch: x.ch + y.ch, cost: x.cost + y.cost, guess: x.guess || y.guess })));
}

/**
 * Reads one label from the text OCR returned for one label region, with the engine's confidence (0-100).
 * Returns null when the text cannot be a label (rejects anything that is not 2-3 characters once cleaned).
 */
export function readLabel(text: string, ocrConfidence = 100): LabelReading | null {
  const compact = compactText(text);
  const found = candidates(compact);
  const best = found.find((f) => !f.guess);
  if (!best) return null;
  // Each correction costs certainty: a clean read keeps the engine's confidence, a corrected one loses 15% a step.
  // A digit where the row letter goes, other than the classic 1→I and 8→B, usually means the letter was lost
  // ("10D" read as "10"): never shown as sure.
  const rowDigit = /[02-79]$/.test(compact) ? 0.6 : 1;
  const confidence = Math.max(0, Math.min(1, (ocrConfidence / 100) * Math.pow(0.85, best.corrections) * rowDigit));
  const alternatives = [...new Set(found.map((f) => f.tile))].filter((t) => t !== best.tile).slice(0, 3);
  return { tile: best.tile, confidence: Math.round(confidence * 100) / 100, alternatives };
}

/**
 * A reading checked against the number of glyphs its region holds: when OCR returned fewer characters than there
 * are glyphs (a "10D" read as "1D"), the reading is doubtful and the longer labels it may be are offered first.
 */
export function checkGlyphCount(reading: LabelReading, text: string, glyphs: number): LabelReading {
  const chars = compactText(text).length;
  if (chars >= glyphs) return reading;
  const row = reading.tile.slice(-1);
  const column = reading.tile.slice(0, -1);
  // A lost glyph in a three-glyph label: the column had two digits (10, 11 or 12).
  const longer = column.length === 1 ? ['10', '11', '12'].filter((c) => c.includes(column)).map((c) => `${c}${row}`) : [];
  const alternatives = [...new Set([...longer, ...reading.alternatives])].filter((t) => t !== reading.tile).slice(0, 3);
  return { tile: reading.tile, confidence: Math.round(reading.confidence * 50) / 100, alternatives };
}

/**
 * A reading checked against ink run into the face's edge just before its label, where a glyph may be hidden (a finger
 * over it). Only a 1 can lead a column (10, 11, 12), so only a one-digit column of 1 or 2 may have lost one ("12G"
 * read as "2G"): such a reading is doubtful, with the longer label first among its alternatives.
 */
export function checkHiddenLead(reading: LabelReading, hiddenBefore: boolean): LabelReading {
  if (!hiddenBefore || !/^[12].$/.test(reading.tile) || !isPrintedLabel(reading.tile)) return reading;
  const longer = `1${reading.tile}`;
  return { tile: reading.tile, confidence: Math.min(reading.confidence, DISPUTED), alternatives: [longer, ...reading.alternatives.filter((t) => t !== longer)].slice(0, 3) };
}

/**
 * A reading checked against ink run into the face's edge just after its label, where the row letter may be hidden (a
 * card over it). A digit then ends the label, and the two a row letter is read from without doubt, 1 (as I, often a
 * bare bar) and 8 (as B), make a whole label of a column alone ("11C" read as "11", then 1I): such a reading is
 * disputed.
 */
export function checkHiddenRow(reading: LabelReading, hiddenAfter: boolean): LabelReading {
  if (!hiddenAfter || !/[IB]$/.test(reading.tile)) return reading;
  return { ...reading, confidence: Math.min(reading.confidence, DISPUTED) };
}

/** A reading with another tile it may be put first among its alternatives (when that is a different label). */
export function withAlternative(reading: LabelReading, other: string | undefined): LabelReading {
  const alt = other === undefined ? null : readLabel(other);
  if (!alt || alt.tile === reading.tile) return reading;
  return { ...reading, alternatives: [alt.tile, ...reading.alternatives.filter((t) => t !== alt.tile)].slice(0, 3) };
}

/** Confidence given to a reading moved off a tile another reading holds: doubtful by construction. */
const DOUBTFUL = 0.5;

/**
 * Every tile label exists once, so two readings of one tile mean one of them is wrong: the surer keeps it, the other
 * becomes its own best alternative not yet read (shown as doubtful), or is dropped when it has none.
 */
export function distinctTiles(readings: LabelReading[]): LabelReading[] {
  const taken = new Set<string>();
  const kept: { r: LabelReading; i: number }[] = [];
  const surest = readings.map((r, i) => ({ r, i })).sort((a, b) => b.r.confidence - a.r.confidence || a.i - b.i);
  for (const { r, i } of surest) {
    if (!taken.has(r.tile)) {
      taken.add(r.tile);
      kept.push({ r, i });
      continue;
    }
    const next = r.alternatives.find((t) => !taken.has(t));
    if (next === undefined) continue;
    taken.add(next);
    kept.push({ r: { tile: next, confidence: Math.min(r.confidence, DOUBTFUL), alternatives: [r.tile, ...r.alternatives.filter((t) => t !== next)].slice(0, 3) }, i });
  }
  // Back in the order they were found (the regions' order in the photo).
  return kept.sort((a, b) => a.i - b.i).map((k) => k.r);
}

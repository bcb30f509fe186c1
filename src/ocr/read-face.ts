/**
 * Reading one tile face's label with the recogniser, whose mistakes are known: each of its page-segmentation modes
 * fails in its own way, so a label is read whole in two of them and, when neither gives a label, in parts. Pure apart
 * from the recogniser it is given, so the choices are tested in Node with a scripted one.
 */
import { ROW_LETTERS } from '../engine/index.ts';
import type { CleanFace } from './clean-up.ts';
import { checkShapes, holesAgree, type GlyphShape } from './glyph-shape.ts';
import { checkGlyphCount, checkHiddenLead, checkHiddenRow, DIGITS, DISPUTED, LABEL_CHARACTERS, isPrintedColumn, isPrintedLabel, isRowLetter, distinctTiles, readLabel, sameGlyph, withAlternative, type LabelReading } from './label.ts';

/** The images of a face's label the clean-up worker cut: all its glyphs, all but the last, and the last alone. */
export type Part = 'whole' | 'head' | 'last';
/** How the recogniser is asked to read: one line, one raw line (no layout analysis), one character. */
export type Mode = 'line' | 'raw' | 'char';
/** What readFace needs to know of a face besides its images: how many printed characters, and whether the last is a bare bar. */
export interface FaceImages {
  glyphs: number;
  bar: boolean;
  /**
   * A glyph is cut off by the face's edge, or the face was found by its label alone: whatever is read is offered,
   * never sure.
   */
  doubtful?: boolean;
  /** Each glyph's shape, when as many glyphs were found as the label has characters (else none). */
  shapes?: GlyphShape[];
}
/** Reads one part of the face in one mode, with only `whitelist`'s characters allowed. */
export type Recognise = (part: Part, mode: Mode, whitelist: string) => Promise<Read>;

/** One recognition's text (compacted), its least sure character's confidence (0-100), and another label it may be. */
export interface Read {
  text: string;
  confidence: number;
  also?: string;
}

/** How sure a row letter read from shape alone is (a bar): enough to offer first, never shown as sure. */
const BAR_CONFIDENCE = 70;

/**
 * Reads one face's label in two modes that fail differently: line mode (its layout analysis sometimes drops an end
 * glyph, "5I" read as "5") and raw-line mode (which sometimes reads nothing, or a 7 where line mode says 1). When both
 * give a whole label and agree, that is the reading; when they disagree, the surer one is offered with the other as
 * its alternative and never shown as sure. A last glyph that is a bare bar read as a 1 is the row letter I. When only
 * digits came back, the last glyph is read alone as a row letter (a bare bar is an I); when only a letter came back,
 * or a label one glyph short ending in its letter, the glyphs before it are read alone as digits; when nothing usable
 * came back, both parts are read alone. A column the glyphs' holes contradict is read again alone; a column read as 0
 * is a 10 whose 1 was lost; a reading one character longer than the glyphs is cut to them when the last glyph alone
 * agrees. A doubtful face (a glyph cut off, or a face found by its label alone) is offered, never sure.
 */
export async function readFace(face: FaceImages, recognise: Recognise): Promise<Read> {
  const read = await readWhole(face, recognise);
  return face.doubtful ? { ...read, confidence: Math.min(read.confidence, DISPUTED * 100) } : read;
}

/** Ink run into the face's edge just before or after its label (label-image.ts): a glyph there may be hidden. */
export interface FaceEdges {
  hiddenBefore: boolean;
  hiddenAfter: boolean;
}

/**
 * The tile a face shows, or null when its reading makes no label: readFace's reading as a label, worth what the
 * glyphs' count and shapes and the ink at the face's edges leave it, with the other mode's reading as an alternative.
 */
export async function readTile(face: FaceImages & FaceEdges, recognise: Recognise): Promise<LabelReading | null> {
  const read = await readFace(face, recognise);
  const reading = readLabel(read.text, read.confidence);
  if (!reading) return null;
  const counted = checkShapes(checkGlyphCount(reading, read.text, face.glyphs), face.shapes ?? []);
  return withAlternative(checkHiddenRow(checkHiddenLead(counted, face.hiddenBefore), face.hiddenAfter), read.also);
}

/**
 * The tiles a photo's faces show, each once, and how many faces held a label that could not be read (a hint, never a
 * guess). `recognise` reads one of a face's cut images.
 */
export async function readFaces<Image>(faces: CleanFace<Image>[], recognise: (image: Image, mode: Mode, whitelist: string) => Promise<Read>): Promise<{ labels: LabelReading[]; unread: number }> {
  const labels: LabelReading[] = [];
  let unread = 0;
  for (const face of faces) {
    if (!face) {
      unread++;
      continue;
    }
    const reading = await readTile(face, (part, mode, whitelist) => recognise(face[part], mode, whitelist));
    if (reading) labels.push(reading);
    // A face found by its label alone is a tile only if that label reads as one: no "tile here" hint.
    else if (!face.byLabel) unread++;
  }
  return { labels: distinctTiles(labels), unread };
}

/** readFace before a doubtful face's confidence is capped. */
async function readWhole(face: FaceImages, recognise: Recognise): Promise<Read> {
  const whole = (read: Read) => isPrintedLabel(read.text) && read.text.length === face.glyphs;
  // The row letter I is a bare bar, which either mode may read as a 1: a reading as long as the label ending so ends
  // in the I ("5I" read as "51"), so the two modes are compared as labels.
  const asLabel = (read: Read): Read => (face.bar && read.text.length === face.glyphs && read.text.endsWith('1') ? { ...read, text: `${read.text.slice(0, -1)}I` } : read);
  const line = asLabel(await recognise('whole', 'line', LABEL_CHARACTERS));
  const raw = asLabel(await recognise('whole', 'raw', LABEL_CHARACTERS));
  if (whole(line) && whole(raw)) {
    if (line.text === raw.text) return line.confidence >= raw.confidence ? line : raw;
    const [surer, other] = line.confidence >= raw.confidence ? [line, raw] : [raw, line];
    return { text: surer.text, confidence: Math.min(surer.confidence, DISPUTED * 100), also: other.text };
  }
  if (whole(line)) return unlessContradicted(line, raw);
  if (whole(raw)) return unlessContradicted(raw, line);
  // The parts read alone, each at most once whichever ways below ask for it.
  let lastAlone: Promise<Read | null> | undefined;
  let headAlone: Promise<Read> | undefined;
  const rowLetter = () =>
    (lastAlone ??= recognise('last', 'char', ROW_LETTERS).then((read) =>
      // Alone, a sans-serif I is a bare bar that tesseract will not name; it is the only row letter shaped so.
      isRowLetter(read.text) ? read : face.bar ? { text: 'I', confidence: BAR_CONFIDENCE } : null,
    ));
  const column = () => (headAlone ??= recognise('head', 'line', DIGITS));
  const digits = [line, raw].find((read) => /^\d{1,2}$/.test(read.text));
  if (digits && digits.text.length < face.glyphs) {
    const letter = await rowLetter();
    if (letter && isPrintedLabel(digits.text + letter.text)) {
      // A column the glyphs' holes contradict ("1" for a 6 whose loop shows): the glyphs before the letter, alone.
      if (!holesAgree(digits.text + letter.text, face.shapes ?? [])) {
        const number = await column();
        const text = number.text + letter.text;
        if (isPrintedLabel(text) && holesAgree(text, face.shapes ?? [])) return { text, confidence: Math.min(number.confidence, letter.confidence, DISPUTED * 100) };
      }
      return { text: digits.text + letter.text, confidence: Math.min(digits.confidence, letter.confidence) };
    }
  }
  // Only the row letter came back ("7H" read as "H"): the glyphs before it, alone, as the column number.
  const letter = [line, raw].find((read) => isRowLetter(read.text));
  if (letter) {
    const number = await column();
    if (isPrintedColumn(number.text)) return { text: number.text + letter.text, confidence: Math.min(number.confidence, letter.confidence) };
  }
  // Neither looks whole: the one the label grammar makes most of, a reading short of the label's glyphs worth what
  // checkGlyphCount leaves it: "116" for 11G (a G read as 6) over "16".
  const score = (read: Read) => {
    const reading = readLabel(read.text, read.confidence);
    return reading ? checkGlyphCount(reading, read.text, face.glyphs).confidence : -1;
  };
  const best = score(raw) > score(line) ? raw : line;
  // One glyph short and ending in a row letter ("1A" for 11A: two bars close together read as one): the glyphs before
  // the letter, read alone, may be the whole column. Offered with the short reading as its alternative, never sure.
  if (score(best) >= 0 && best.text.length === face.glyphs - 1 && isRowLetter(best.text.slice(-1))) {
    const number = await column();
    const text = number.text + best.text.slice(-1);
    if (number.text.length === face.glyphs - 1 && isPrintedLabel(text)) return { text, confidence: Math.min(number.confidence, DISPUTED * 100), also: best.text };
  }
  if (score(best) >= 0 || face.glyphs < 2) return best;
  // A column read as 0, which no column is ("0F" for 10F): only 10 holds a 0, so its leading 1 was lost to the rim or
  // to what covers it. Offered, never sure.
  const lostLead = [line, raw].find((read) => /^0[A-I]$/.test(read.text));
  if (lostLead && face.glyphs === 2) return { text: `1${lostLead.text}`, confidence: Math.min(lostLead.confidence, DISPUTED * 100) };
  // More characters than glyphs ("5EF" for 5E: a speck or the rim beyond the label read as one more): the label its
  // glyphs make, when the last glyph read alone is its row letter. Offered, never sure.
  for (const read of [raw, line]) {
    const head = read.text.slice(0, face.glyphs);
    if (read.text.length <= face.glyphs || !isPrintedLabel(head)) continue;
    const letter = await rowLetter();
    if (letter?.text === head.slice(-1)) return { text: head, confidence: Math.min(read.confidence, letter.confidence, DISPUTED * 100) };
  }
  // Nothing a label could be made of ("", or "6" and "" for a 6I): the column and the row letter read apart, each
  // alone. Offered, never shown as sure: neither mode could read the label whole.
  const [number, row] = [await column(), await rowLetter()];
  if (!isPrintedColumn(number.text) || !row) return best;
  return { text: number.text + row.text, confidence: Math.min(number.confidence, row.confidence, DISPUTED * 100) };
}

/**
 * A whole reading from one mode, checked against the other mode's, which is not a whole label. The other agrees when
 * it read nothing, more than the label (specks), or part of it ending in its row letter (line mode drops glyphs: "H"
 * or "1E" for 11E), each character the same glyph (see sameGlyph: "76" for 7G). Otherwise it contradicts the reading
 * ("GF" for 8F, a 6 one mode saw; "8" for 8F, no row letter seen): the reading is offered, never sure. On the tuning
 * photos this took 2 of 438 labels on busy tables from wrong but sure to doubtful, and 29 of 2,229 right ones too.
 */
function unlessContradicted(reading: Read, other: Read): Read {
  const [a, b] = [reading.text, other.text];
  // b's characters found in a, in order, the last at a's end.
  let at = 0;
  for (const ch of b) {
    while (at < a.length && !sameGlyph(ch, a[at]!)) at++;
    at++;
  }
  const agrees = b === '' || b.length > a.length || (at === a.length && sameGlyph(b[b.length - 1]!, a[a.length - 1]!));
  return agrees ? reading : { ...reading, confidence: Math.min(reading.confidence, DISPUTED * 100) };
}

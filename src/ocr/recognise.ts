/**
 * The recogniser, tesseract.js, as the scanner uses it: started once with the label's characters and asked to read one
 * cut image at a time. Free of the app's file paths, so the tuning replica (scripts/ocr-tune.mts) runs it in Node on
 * the same settings.
 */
import { createWorker, OEM, PSM, type ImageLike, type Worker } from 'tesseract.js';
import { compactText, LABEL_CHARACTERS } from './label.ts';
import type { Mode, Read } from './read-face.ts';

/** Where the recogniser's files are: its worker script and core (the browser only) and the English data's folder. */
export interface RecogniserFiles {
  workerPath?: string;
  corePath?: string;
  langPath: string;
}

/** Starts a recogniser for tile labels (LSTM only, the label's characters, one line). */
export async function startRecogniser(files: RecogniserFiles, logger?: (m: { status: string; progress: number }) => void): Promise<Worker> {
  const w = await createWorker('eng', OEM.LSTM_ONLY, { ...files, workerBlobURL: false, cacheMethod: 'none', gzip: true, ...(logger ? { logger } : {}) });
  await w.setParameters({ tessedit_char_whitelist: LABEL_CHARACTERS, tessedit_pageseg_mode: PSM.SINGLE_LINE });
  return w;
}

/** The recogniser's page-segmentation mode for each way readFace asks it to read. */
const MODES: Record<Mode, PSM> = { line: PSM.SINGLE_LINE, raw: PSM.RAW_LINE, char: PSM.SINGLE_CHAR };

/**
 * One recognition with a page-segmentation mode and a character whitelist. The confidence is the weakest
 * character's: tesseract's own word figure is often 0 for a non-word like "8F" even when every character is clear.
 */
export async function recognise(w: Worker, image: ImageLike, mode: Mode, whitelist: string): Promise<Read> {
  await w.setParameters({ tessedit_pageseg_mode: MODES[mode], tessedit_char_whitelist: whitelist });
  const { data } = await w.recognize(image, {}, { blocks: true });
  const symbols = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.flatMap((word) => word.symbols))));
  return { text: compactText(data.text), confidence: symbols.length > 0 ? Math.min(...symbols.map((s) => s.confidence)) : 0 };
}

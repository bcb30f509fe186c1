/**
 * A record file's bytes → its text → the record. The replay command and the app's import both start here, so the
 * same bytes get the same verdict everywhere: a record file is UTF-8 (a leading byte-order mark is allowed), and
 * anything else is refused with the byte offset of the first byte that is not UTF-8.
 */
import { parseRecord, type ParseResult, type RecordError } from './record.ts';

/** The text of a record file, or why its bytes are not UTF-8 text. */
export type DecodeResult = { ok: true; text: string } | { ok: false; error: RecordError };

const CHUNK = 8192;

/** Decodes UTF-8 strictly (no overlong forms, no surrogates, nothing above U+10FFFF). Never throws. */
export function decodeRecordBytes(bytes: Uint8Array): DecodeResult {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return notUtf8(0, 'the file is not UTF-8 text: byte 0 starts a UTF-16 byte-order mark; save it again as UTF-8');
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const parts: string[] = [];
  const units = new Uint16Array(CHUNK + 2);
  let n = 0;
  for (let i = start; i < bytes.length; ) {
    const b = bytes[i]!;
    let cp: number;
    let len: number;
    if (b < 0x80) [cp, len] = [b, 1];
    else if (b >= 0xc2 && b <= 0xdf) [cp, len] = [b & 0x1f, 2];
    else if (b >= 0xe0 && b <= 0xef) [cp, len] = [b & 0x0f, 3];
    else if (b >= 0xf0 && b <= 0xf4) [cp, len] = [b & 0x07, 4];
    else return notUtf8(i);
    if (i + len > bytes.length) return notUtf8(i);
    for (let k = 1; k < len; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return notUtf8(i);
      cp = (cp << 6) | (c & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if ((len === 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) || (len === 4 && (cp < 0x10000 || cp > 0x10ffff))) return notUtf8(i);
    if (cp < 0x10000) units[n++] = cp;
    else {
      units[n++] = 0xd800 + ((cp - 0x10000) >> 10);
      units[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
    }
    if (n >= CHUNK) {
      parts.push(String.fromCharCode(...units.subarray(0, n)));
      n = 0;
    }
    i += len;
  }
  parts.push(String.fromCharCode(...units.subarray(0, n)));
  return { ok: true, text: parts.join('') };
}

function notUtf8(offset: number, message = `the file is not UTF-8 text: byte ${offset} (counting from 0) is not valid UTF-8`): DecodeResult {
  return { ok: false, error: { path: '', message } };
}

/** Reads a record from a file's bytes: UTF-8 first, then the record format. Never throws. */
export function readRecordFile(bytes: Uint8Array): ParseResult {
  const decoded = decodeRecordBytes(bytes);
  return decoded.ok ? parseRecord(decoded.text) : decoded;
}

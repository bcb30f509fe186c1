/**
 * Text that came from a file or a user, made safe to show inside a message: a reason is one short line, never a
 * copy of a 20 MB value, never a control character that could break a terminal line or a screen.
 */

/** Longest piece of an input value echoed in a message. */
export const MAX_QUOTED = 40;
/** Longest reason given for a refused file or action. */
export const MAX_REASON = 200;

// C0 and C1 controls, line and paragraph separators, bidirectional overrides and isolates, BOM, lone surrogates.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Cuts text to `max` characters (never inside a surrogate pair), marking the cut with "…". */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * An input value for a message: text in quotes, shortened first, then every unsafe character written as \uXXXX;
 * a number, true/false or null as written; a list or an object named, never copied.
 */
export function quoted(value: unknown): string {
  if (typeof value === 'string') return `"${shorten(value, MAX_QUOTED).replace(UNSAFE, escape)}"`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return shorten(String(value), MAX_QUOTED);
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;
}

/** A reason as one safe line of at most MAX_REASON characters. */
export function oneLine(text: string): string {
  return shorten(text.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(UNSAFE, escape), MAX_REASON);
}

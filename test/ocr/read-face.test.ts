/**
 * How one face's label is read from the recogniser's answers, with a scripted recogniser: each test says what it
 * answers for each part of the face in each mode, and the reading expected from those answers, worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { readFace, type Mode, type Part, type Read } from '../../src/ocr/read-face.ts';

/** A recogniser answering from a script keyed "part mode"; anything unscripted reads as nothing. */
function scripted(script: Record<string, Read>) {
  const asked: string[] = [];
  const recognise = async (part: Part, mode: Mode) => {
    asked.push(`${part} ${mode}`);
    return script[`${part} ${mode}`] ?? { text: '', confidence: 0 };
  };
  return { recognise, asked };
}

describe('reading a face', () => {
  test('both modes read 7C: that reading, at the surer confidence, and nothing else is asked', async () => {
    const r = scripted({ 'whole line': { text: '7C', confidence: 91 }, 'whole raw': { text: '7C', confidence: 96 } });
    expect(await readFace({ glyphs: 2, bar: false }, r.recognise)).toEqual({ text: '7C', confidence: 96 });
    expect(r.asked).toEqual(['whole line', 'whole raw']);
  });

  test('a glyph cut off by the face\'s edge (a card over the tile): read as far as it shows, offered at 60 at most', async () => {
    const r = scripted({ 'whole line': { text: '10F', confidence: 93 }, 'whole raw': { text: '10F', confidence: 95 } });
    // Both modes agree at 95, but the F was read from the part of it that shows: min(95, 60) = 60.
    expect(await readFace({ glyphs: 3, bar: false, doubtful: true }, r.recognise)).toEqual({ text: '10F', confidence: 60 });
  });

  test('the modes disagree (1B and 7B): the surer offered, capped at 60 so never sure, the other as its alternative', async () => {
    const r = scripted({ 'whole line': { text: '1B', confidence: 97 }, 'whole raw': { text: '7B', confidence: 90 } });
    expect(await readFace({ glyphs: 2, bar: false }, r.recognise)).toEqual({ text: '1B', confidence: 60, also: '7B' });
  });

  test('only the column came back ("5" for 5I): the last glyph read alone; a bare bar it will not name is the I, at 70', async () => {
    const r = scripted({ 'whole line': { text: '5', confidence: 95 } });
    // min(95, 70) = 70: below 80, never shown as sure.
    expect(await readFace({ glyphs: 2, bar: true }, r.recognise)).toEqual({ text: '5I', confidence: 70 });
    const named = scripted({ 'whole line': { text: '5', confidence: 95 }, 'last char': { text: 'E', confidence: 88 } });
    expect(await readFace({ glyphs: 2, bar: false }, named.recognise)).toEqual({ text: '5E', confidence: 88 });
  });

  test('a bare bar at the end read as a 1 is the I: "51" (with a lost 5 in the other mode) is 5I; "31" against "51" is disputed', async () => {
    const r = scripted({ 'whole line': { text: '1', confidence: 41 }, 'whole raw': { text: '51', confidence: 97 } });
    // "51" is as long as the label (2 glyphs) and its last glyph is a bare bar: 5I, at raw's 97, and nothing is read
    // apart (before, line's "1" was taken for the column and the bar for the I: 1I at min(41, 70) = 41).
    expect(await readFace({ glyphs: 2, bar: true }, r.recognise)).toEqual({ text: '5I', confidence: 97 });
    expect(r.asked).toEqual(['whole line', 'whole raw']);
    const differ = scripted({ 'whole line': { text: '31', confidence: 91 }, 'whole raw': { text: '51', confidence: 98 } });
    // 3I and 5I: the surer (98) offered, capped at 60, with 3I as its alternative.
    expect(await readFace({ glyphs: 2, bar: true }, differ.recognise)).toEqual({ text: '5I', confidence: 60, also: '3I' });
  });

  test('only the row letter came back ("H" for 7H): the glyphs before it read alone as the column', async () => {
    const r = scripted({ 'whole raw': { text: 'H', confidence: 93 }, 'head line': { text: '7', confidence: 89 } });
    expect(await readFace({ glyphs: 2, bar: false }, r.recognise)).toEqual({ text: '7H', confidence: 89 });
  });

  test('nothing usable came back from either mode: column and letter read apart, offered at 60 at most', async () => {
    const r = scripted({ 'head line': { text: '6', confidence: 99 }, 'last char': { text: '', confidence: 0 } });
    // The last glyph is a bare bar: 6 and I. min(99, 70, 60) = 60.
    expect(await readFace({ glyphs: 2, bar: true }, r.recognise)).toEqual({ text: '6I', confidence: 60 });
    const both = scripted({ 'whole raw': { text: '90', confidence: 95 }, 'head line': { text: '9', confidence: 98 }, 'last char': { text: 'D', confidence: 97 } });
    // "90" is a reading of its own (9D, the 0 taken for a D), so the parts are not read.
    expect((await readFace({ glyphs: 2, bar: false }, both.recognise)).text).toBe('90');
    expect(both.asked).not.toContain('head line');
    const apart = scripted({ 'head line': { text: '12', confidence: 90 }, 'last char': { text: 'D', confidence: 97 } });
    expect(await readFace({ glyphs: 3, bar: false }, apart.recognise)).toEqual({ text: '12D', confidence: 60 });
  });

  test('each part is read alone once at most, however many ways ask for it', async () => {
    // "6" is a column whose letter, read alone, is nothing (and not a bar); then both parts are read apart: the last
    // glyph is not read a second time. 6 with no row letter makes no label: nothing is offered.
    const r = scripted({ 'whole line': { text: '6', confidence: 95 }, 'head line': { text: '6', confidence: 97 } });
    expect((await readFace({ glyphs: 2, bar: false }, r.recognise)).text).toBe('6');
    expect(r.asked).toEqual(['whole line', 'whole raw', 'last char', 'head line']);
  });

  test('nothing came back and the parts make no label (a column 13, or no letter and no bar): nothing is made up', async () => {
    const column = scripted({ 'head line': { text: '13', confidence: 90 }, 'last char': { text: 'D', confidence: 97 } });
    expect((await readFace({ glyphs: 3, bar: false }, column.recognise)).text).toBe('');
    const letter = scripted({ 'head line': { text: '6', confidence: 90 } });
    expect((await readFace({ glyphs: 2, bar: false }, letter.recognise)).text).toBe('');
  });

  test('one mode reads a whole label and the other something it contradicts: offered at 60 at most, never sure', async () => {
    // A blurred 6 closed into two loops: line mode sees a 6 (as G, in "GF"), raw mode an 8. "G" is a 6's look-alike,
    // not an 8's: min(91, 60) = 60.
    const six = scripted({ 'whole line': { text: 'GF', confidence: 89 }, 'whole raw': { text: '8F', confidence: 91 } });
    expect(await readFace({ glyphs: 2, bar: false }, six.recognise)).toEqual({ text: '8F', confidence: 60 });
    // An H half hidden: raw mode reads an F, line mode only the 8, no row letter at all: min(96, 60) = 60.
    const half = scripted({ 'whole line': { text: '8', confidence: 42 }, 'whole raw': { text: '8F', confidence: 96 } });
    expect(await readFace({ glyphs: 2, bar: false }, half.recognise)).toEqual({ text: '8F', confidence: 60 });
  });

  test('the other mode agrees but for look-alikes, or read part of it ending in its letter, or nothing: the reading stays sure', async () => {
    // "76": the G read as its look-alike 6.
    const g = scripted({ 'whole line': { text: '7G', confidence: 97 }, 'whole raw': { text: '76', confidence: 98 } });
    expect(await readFace({ glyphs: 2, bar: false }, g.recognise)).toEqual({ text: '7G', confidence: 97 });
    // "H": line mode dropped the column, as it does.
    const h = scripted({ 'whole line': { text: 'H', confidence: 39 }, 'whole raw': { text: '9H', confidence: 99 } });
    expect(await readFace({ glyphs: 2, bar: false }, h.recognise)).toEqual({ text: '9H', confidence: 99 });
    // "1E": line mode dropped one of the 11's glyphs, but saw the row letter.
    const one = scripted({ 'whole line': { text: '1E', confidence: 90 }, 'whole raw': { text: '11E', confidence: 95 } });
    expect(await readFace({ glyphs: 3, bar: false }, one.recognise)).toEqual({ text: '11E', confidence: 95 });
    // Nothing at all from line mode.
    const none = scripted({ 'whole raw': { text: '6D', confidence: 96 } });
    expect(await readFace({ glyphs: 2, bar: false }, none.recognise)).toEqual({ text: '6D', confidence: 96 });
  });

  test('both modes read one glyph short, ending in the row letter ("1A" for 11A): the column read alone, offered unsure', async () => {
    // Two bars close together read as one 1. The glyphs before the letter, alone, read "11": 11 + A = 11A, at
    // min(93, 60) = 60, never sure, with 1A as its alternative.
    const r = scripted({ 'whole line': { text: '1A', confidence: 84 }, 'whole raw': { text: '1A', confidence: 95 }, 'head line': { text: '11', confidence: 93 } });
    expect(await readFace({ glyphs: 3, bar: false }, r.recognise)).toEqual({ text: '11A', confidence: 60, also: '1A' });
    // Alone, the glyphs before the letter read "1" (the third glyph was a speck, not a digit): the short reading stays,
    // raw mode's (95 over 84).
    const speck = scripted({ 'whole line': { text: '1A', confidence: 84 }, 'whole raw': { text: '1A', confidence: 95 }, 'head line': { text: '1', confidence: 90 } });
    expect(await readFace({ glyphs: 3, bar: false }, speck.recognise)).toEqual({ text: '1A', confidence: 95 });
  });

  test('"116" for 11G (its G read as 6) is kept over a short "16" whose letter, read alone, makes a column 16', async () => {
    // Neither is a label. "16" and the last glyph alone ("G") make 16G, no label: not returned. Scored by the label
    // grammar, "116" is 11G at 0.94 x 0.85 (one correction) x 0.6 (a digit where the letter goes) = 0.48; "16" is 1G at
    // 0.97 x 0.85 x 0.6 = 0.49, but short of the 3 glyphs, so half that: 0.25. "116" wins.
    const r = scripted({ 'whole line': { text: '116', confidence: 94 }, 'whole raw': { text: '16', confidence: 97 }, 'last char': { text: 'G', confidence: 98 } });
    expect(await readFace({ glyphs: 3, bar: false }, r.recognise)).toEqual({ text: '116', confidence: 94 });
    expect(r.asked).toEqual(['whole line', 'whole raw', 'last char']);
  });

  test('a column read as 0 ("0F" for 10F, its 1 lost against a card): 10F, the only column holding a 0, offered unsure', async () => {
    // Neither "0F" makes a label (no column 0), and the parts alone read "0" and F, no column either. The 1 is lost:
    // 1 + 0F = 10F at min(81, 60) = 60, never sure.
    const r = scripted({ 'whole line': { text: '0F', confidence: 75 }, 'whole raw': { text: '0F', confidence: 81 }, 'head line': { text: '0', confidence: 99 }, 'last char': { text: 'F', confidence: 98 } });
    expect(await readFace({ glyphs: 2, bar: false }, r.recognise)).toEqual({ text: '10F', confidence: 60 });
    // Where the face holds three glyphs, the lead was not lost between them: nothing is made up.
    const three = scripted({ 'whole line': { text: '0F', confidence: 75 }, 'whole raw': { text: '0F', confidence: 81 } });
    expect((await readFace({ glyphs: 3, bar: false }, three.recognise)).text).not.toBe('10F');
  });

  test('one character more than the glyphs ("5EF" for 5E): the label the glyphs make, when the last glyph alone is its letter', async () => {
    // Line mode reads only "F" (18) and the glyphs before the last, alone, nothing. Raw mode's first two characters are
    // 5E; the last glyph alone reads E (84), which confirms it: 5E at min(91, 84, 60) = 60, never sure.
    const r = scripted({ 'whole line': { text: 'F', confidence: 18 }, 'whole raw': { text: '5EF', confidence: 91 }, 'last char': { text: 'E', confidence: 84 } });
    expect(await readFace({ glyphs: 2, bar: false }, r.recognise)).toEqual({ text: '5E', confidence: 60 });
    // The last glyph alone reads F: the extra character may be the letter, so 5E is not offered.
    const other = scripted({ 'whole line': { text: 'F', confidence: 18 }, 'whole raw': { text: '5EF', confidence: 91 }, 'last char': { text: 'F', confidence: 84 } });
    expect((await readFace({ glyphs: 2, bar: false }, other.recognise)).text).not.toBe('5E');
  });

  test('a column the glyphs\' holes contradict ("1" for a 6 whose loop shows): the glyphs before the letter read alone', async () => {
    // Raw mode reads only "1" (14), line mode nothing; the last glyph alone reads I (98): 1I. But the first glyph has a
    // hole, which no 1 has. Alone, the glyphs before the letter read "6" (93): 6I, whose holes (one, none) agree, at
    // min(93, 98, 60) = 60, never sure.
    const shapes = [{ holes: 1, top: 0.73, footRight: 0.9 }, { holes: 0, top: 0.84, footRight: 0.84 }];
    const r = scripted({ 'whole raw': { text: '1', confidence: 14 }, 'last char': { text: 'I', confidence: 98 }, 'head line': { text: '6', confidence: 93 } });
    expect(await readFace({ glyphs: 2, bar: true, shapes }, r.recognise)).toEqual({ text: '6I', confidence: 60 });
    // Alone they read "1" again: 1I stays, at min(14, 98) = 14 (its shapes are disputed later, see glyph-shape.ts).
    const again = scripted({ 'whole raw': { text: '1', confidence: 14 }, 'last char': { text: 'I', confidence: 98 }, 'head line': { text: '1', confidence: 90 } });
    expect(await readFace({ glyphs: 2, bar: true, shapes }, again.recognise)).toEqual({ text: '1I', confidence: 14 });
    // Without the glyphs' shapes nothing is contradicted, and the glyphs before the letter are not read alone.
    const none = scripted({ 'whole raw': { text: '1', confidence: 14 }, 'last char': { text: 'I', confidence: 98 } });
    expect(await readFace({ glyphs: 2, bar: true }, none.recognise)).toEqual({ text: '1I', confidence: 14 });
    expect(none.asked).not.toContain('head line');
  });
});

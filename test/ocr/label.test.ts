// The tile label grammar and its position-aware correction.
import { describe, expect, test } from 'vitest';
import { checkGlyphCount, checkHiddenLead, checkHiddenRow, distinctTiles, isPrintedColumn, isPrintedLabel, isRowLetter, LABEL_CHARACTERS, readLabel, sameGlyph, withAlternative } from '../../src/ocr/label.ts';

describe('what counts as printed on a tile', () => {
  test('a label is a column 1-12 then a row A-I, exactly as the tile prints it', () => {
    for (const yes of ['1A', '7C', '10B', '12I']) expect(isPrintedLabel(yes), yes).toBe(true);
    for (const no of ['07C', 'C7', '7c', '7 C', '13A', '0A', '7J', '7', 'C', '']) expect(isPrintedLabel(no), no).toBe(false);
  });

  test('a column alone is 1 to 12 with no leading zero, and a row is one letter A to I', () => {
    expect(['1', '9', '10', '12'].every(isPrintedColumn)).toBe(true);
    expect(['0', '01', '13', '99', '1A', ''].some(isPrintedColumn)).toBe(false);
    expect([...'ABCDEFGHI'].every(isRowLetter)).toBe(true);
    expect(['J', 'a', 'AB', '1', ''].some(isRowLetter)).toBe(false);
  });
});

describe('reading a tile label', () => {
  test('clean labels are read as they are, with the engine confidence, and offer their look-alikes', () => {
    expect(readLabel('7C', 96)).toEqual({ tile: '7C', confidence: 0.96, alternatives: ['1C', '7G', '1G'] });
    expect(readLabel('4I', 96)).toEqual({ tile: '4I', confidence: 0.96, alternatives: [] });
    expect(readLabel('12I')?.tile).toBe('12I');
    expect(readLabel(' 1 A ')?.tile).toBe('1A');
  });

  test('a trailing 1 is the row I; a leading B is the digit 8', () => {
    expect(readLabel('91')?.tile).toBe('9I');
    expect(readLabel('B1')?.tile).toBe('8I');
    expect(readLabel('BD')?.tile).toBe('8D');
  });

  test('look-alikes are corrected by position: O→0 in a column, 8→B in a row', () => {
    expect(readLabel('1OD')?.tile).toBe('10D');
    expect(readLabel('48')?.tile).toBe('4B');
    expect(readLabel('lIE')?.tile).toBe('11E');
    expect(readLabel('5G')?.tile).toBe('5G');
  });

  test('a correction lowers the confidence and offers the likely alternatives', () => {
    const r = readLabel('B6', 90)!;
    expect(r.tile).toBe('8G');
    expect(r.confidence).toBeLessThan(0.9);
    expect(r.alternatives).toContain('8B');
  });

  test('common confusions at the row are still read: J and 1 as I, 3 as B', () => {
    expect(readLabel('7J')?.tile).toBe('7I');
    expect(readLabel('123')?.tile).toBe('12B');
  });

  test('a digit in the row place other than 1 or 8 is never shown as sure (the letter was probably lost)', () => {
    expect(readLabel('10', 99)!.confidence).toBeLessThan(0.8);
    expect(readLabel('91', 99)!.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test('a look-alike is only ever an alternative: it never makes a label of what is not one', () => {
    expect(readLabel('0A')).toBeNull(); // 0 looks like 8, but a column is never 0
    expect(readLabel('13A')).toBeNull();
    expect(readLabel('51', 95)!.alternatives).toEqual(['31', '61'].map((c) => `${c[0]}I`));
  });

  test('what cannot be a label is rejected', () => {
    for (const text of ['', 'A', '13A', '0A', '7X', 'HELLO', '1234', '7CC', 'ZZZZ']) expect(readLabel(text)).toBeNull();
  });
});

describe('one glyph read two ways', () => {
  test('a digit and a row letter are the same glyph only as 6/G, 8/B, 0/D, 1/I and 4/A, either way round', () => {
    // Every ordered pair of the 19 characters the recogniser may return that are not the same character.
    const pairs = [...LABEL_CHARACTERS].flatMap((a) => [...LABEL_CHARACTERS].filter((b) => b !== a && sameGlyph(a, b)).map((b) => a + b));
    // 3/B and 5/E are corrections the label grammar makes one way only (a B is read first as an 8; no digit for an E).
    expect(pairs.sort()).toEqual(['0D', '1I', '4A', '6G', '8B', 'A4', 'B8', 'D0', 'G6', 'I1'].sort());
    expect([...LABEL_CHARACTERS].every((c) => sameGlyph(c, c))).toBe(true);
  });
});

describe('checking a reading against its glyphs', () => {
  test('a three-glyph label read as two characters is doubtful and offers the two-digit columns', () => {
    const r = checkGlyphCount(readLabel('1D', 82)!, '1D', 3);
    expect(r.tile).toBe('1D');
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.alternatives).toEqual(['10D', '11D', '12D']);
  });

  test('a reading with as many characters as glyphs is left as it is', () => {
    const r = readLabel('10D', 90)!;
    expect(checkGlyphCount(r, '10D', 3)).toEqual(r);
  });
});

describe('checking a reading against ink before its label, where a glyph may hide', () => {
  const reading = (tile: string, confidence: number, alternatives: string[] = []) => ({ tile, confidence, alternatives });

  test('"2G" with ink run into the edge before it may be 12G: doubtful (60 at most), 12G offered first', () => {
    expect(checkHiddenLead(reading('2G', 0.99, ['2C']), true)).toEqual(reading('2G', 0.6, ['12G', '2C']));
    expect(checkHiddenLead(reading('1F', 0.98), true)).toEqual(reading('1F', 0.6, ['11F']));
  });

  test('a column a leading 1 cannot lengthen (3 to 9 make 13-19; 10-12 are whole), or no ink before it: left as it is', () => {
    for (const tile of ['3G', '9A', '10A', '12I']) expect(checkHiddenLead(reading(tile, 0.97), true)).toEqual(reading(tile, 0.97));
    expect(checkHiddenLead(reading('2G', 0.99), false)).toEqual(reading('2G', 0.99));
  });

  test('ink run into the edge just after the label: a reading ending in I or B, which a 1 or an 8 passes for, is disputed', () => {
    // "11C" with its C under a card, read "11": 1I at 0.99, capped at 0.6. Likewise "18" as 1B.
    expect(checkHiddenRow(reading('1I', 0.99), true)).toEqual(reading('1I', 0.6));
    expect(checkHiddenRow(reading('1B', 0.97, ['1E']), true)).toEqual(reading('1B', 0.6, ['1E']));
    // Any other row letter is no digit's reading, and nothing hidden changes nothing.
    expect(checkHiddenRow(reading('7C', 0.98), true)).toEqual(reading('7C', 0.98));
    expect(checkHiddenRow(reading('1I', 0.99), false)).toEqual(reading('1I', 0.99));
  });
});

describe('readings of one photo together', () => {
  const reading = (tile: string, confidence: number, alternatives: string[] = []) => ({ tile, confidence, alternatives });

  test('each tile exists once: when two regions read the same label, the surer keeps it and the other moves to its best free alternative, as doubtful', () => {
    const out = distinctTiles([reading('1A', 0.95, ['7A', '1H']), reading('7D', 0.99), reading('1A', 0.99, ['7A'])]);
    expect(out).toEqual([reading('7A', 0.5, ['1A', '1H']), reading('7D', 0.99), reading('1A', 0.99, ['7A'])]);
  });

  test('a second reading of a tile with no free alternative is dropped', () => {
    expect(distinctTiles([reading('5C', 0.9), reading('5C', 0.4)])).toEqual([reading('5C', 0.9)]);
  });

  test('what a second reading mode said instead comes first among the alternatives', () => {
    expect(withAlternative(reading('3C', 0.6, ['5C', '3G']), '5C')).toEqual(reading('3C', 0.6, ['5C', '3G']));
    expect(withAlternative(reading('3C', 0.6, ['3G']), '5C').alternatives).toEqual(['5C', '3G']);
    expect(withAlternative(reading('3C', 0.6, ['3G']), 'xx')).toEqual(reading('3C', 0.6, ['3G']));
  });
});

import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDocument, csvField, csvRow, neutraliseFormula } from './csv-writer.js';

describe('csv writer', () => {
  it('leaves plain cells as they are and writes numbers and booleans', () => {
    expect(csvRow(['Ana', 3, true, null, undefined, 'Ștefan'])).toBe('Ana,3,true,,,Ștefan');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "cheese"')).toBe('"say ""cheese"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('neutralises formula starts = + - @, tab and CR with a leading apostrophe', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvField(`${start}1`)).toBe(`'${start}1`);
    expect(csvField('\rX')).toBe('"\'\rX"');
    expect(csvField('=1+2,3')).toBe('"\'=1+2,3"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes numbers unquoted, even negative ones (only text is a guest’s)', () => {
    expect(csvField(-1)).toBe('-1');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('starts with a UTF-8 BOM and ends every row with CRLF', () => {
    const doc = csvDocument([
      ['id', 'name'],
      ['1', 'Ana'],
    ]);
    expect(doc.startsWith(CSV_BOM)).toBe(true);
    expect(doc.slice(1)).toBe('id,name\r\n1,Ana\r\n');
    expect(Buffer.from(doc, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

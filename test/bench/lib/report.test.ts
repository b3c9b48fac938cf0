import { describe, expect, it } from 'vitest';
import { formatGrid } from './report.js';

describe('formatGrid', () => {
  it('prints title, header, rule and rows; numbers right-aligned, text left-aligned', () => {
    const text = formatGrid({ title: 'T', header: ['module', 'ms'], rows: [['zod', 15.2], ['jose', 4]], note: 'n' });
    expect(text.split('\n')).toEqual(['T', 'module    ms', '------  ----', 'zod     15.2', 'jose       4', 'n']);
  });
});

import { describe, expect, it } from 'vitest';
import { BRANDING_TEXT_MAX_LENGTH, brandingTextProblem, normalizeBrandingText } from './branding-text.js';

describe('branding text rules', () => {
  it('accepts up to 40 characters, counting diacritics and emoji as one', () => {
    expect(brandingTextProblem('Nunta Ana & Ștefan 2026')).toBeUndefined();
    expect(brandingTextProblem('ș'.repeat(BRANDING_TEXT_MAX_LENGTH))).toBeUndefined();
    expect(brandingTextProblem('🎉'.repeat(BRANDING_TEXT_MAX_LENGTH))).toBeUndefined();
    expect(brandingTextProblem('x'.repeat(BRANDING_TEXT_MAX_LENGTH + 1))).toBe('BRANDING_TEXT_TOO_LONG');
  });

  it('measures the trimmed text with inner spaces collapsed', () => {
    expect(normalizeBrandingText('  Ana   &  Ion ')).toBe('Ana & Ion');
    expect(brandingTextProblem(`   ${'x'.repeat(40)}   `)).toBeUndefined();
  });

  it('refuses hidden characters like names do (control, zero-width, direction overrides)', () => {
    for (const bad of ['Ana\u0000', 'A\u200Bna', 'Ana\u202E', 'two\nlines', 'tab\there']) {
      expect(brandingTextProblem(bad)).toBe('BRANDING_TEXT_HIDDEN_CHARACTERS');
    }
  });

  it('lets an empty text through (it clears the branding)', () => {
    expect(brandingTextProblem('   ')).toBeUndefined();
    expect(normalizeBrandingText('   ')).toBe('');
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';
import { loadTexts } from '../i18n/texts';
import { setLocale } from '../i18n/localeStore';

const dialog = () => render(<ConfirmDialog open title="End event?" confirmLabel="End" onConfirm={() => {}} onClose={() => {}} />);

describe('ConfirmDialog default cancel label', () => {
  afterEach(cleanup);
  it('is "Cancel" in English', () => {
    dialog();
    expect(screen.getByRole('button', { name: 'Cancel', hidden: true })).toBeTruthy();
  });

  describe('in Romanian', () => {
    beforeEach(async () => {
      await loadTexts('first', 'ro');
      setLocale('ro');
    });
    afterEach(() => setLocale('en'));

    it('is "Anulează", with no English left', () => {
      dialog();
      expect(screen.getByRole('button', { name: 'Anulează', hidden: true })).toBeTruthy();
      expect(screen.queryByText('Cancel')).toBeNull();
    });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';
import { inRomanian } from '../testing/inRomanian';

const dialog = () => render(<ConfirmDialog open title="End event?" confirmLabel="End" onConfirm={() => {}} onClose={() => {}} />);

describe('ConfirmDialog default cancel label', () => {
  afterEach(cleanup);
  it('is "Cancel" in English', () => {
    dialog();
    expect(screen.getByRole('button', { name: 'Cancel', hidden: true })).toBeTruthy();
  });

  describe('in Romanian', () => {
    inRomanian();

    it('is "Anulează", with no English left', () => {
      dialog();
      expect(screen.getByRole('button', { name: 'Anulează', hidden: true })).toBeTruthy();
      expect(screen.queryByText('Cancel')).toBeNull();
    });
  });
});

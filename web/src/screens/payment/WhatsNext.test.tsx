// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../shared/schemas/orders';
import ordersEn from '../../i18n/catalogues/orders/en';
import { orderView } from '../../testing/orderFixtures';
import { WhatsNext } from './PaymentSummary';

afterEach(() => cleanup());

const steps = async (productType: OrderView['productType']): Promise<string[]> => {
  render(
    <Suspense fallback={null}>
      <WhatsNext order={orderView({ orderType: 'post_event', productType })} />
    </Suspense>,
  );
  await screen.findByRole('heading', { name: ordersEn.success.whatsNext });
  const out = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
  cleanup();
  return out;
};

describe("payment success's What's Next: each note where it applies (issue 29.5)", () => {
  it('the archive: its download link, no delivery; prints: delivery, no download link; the combo: both', async () => {
    const archive = await steps('raw_archive');
    expect(archive.some((s) => s.includes('download link'))).toBe(true);
    expect(archive.some((s) => s.includes('Delivery'))).toBe(false);
    const prints = await steps('prints_bundle');
    expect(prints.some((s) => s.includes('download link'))).toBe(false);
    expect(prints.some((s) => s.includes('Delivery takes 5-10 business days.'))).toBe(true);
    const combo = await steps('combo');
    expect(combo.some((s) => s.includes('download link (valid 1 year'))).toBe(true);
    expect(combo.some((s) => s.includes('Delivery takes 5-10 business days.'))).toBe(true);
  });
});

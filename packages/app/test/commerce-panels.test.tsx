// My Purchases (rental window, 7202 for an expired rental, play link) — SPEC §2, §8, §9. Carrier billing is a
// journey against the sandbox (apps/web/e2e/commerce-carrier).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MyPurchasesPanel from '../src/features/commerce/MyPurchasesPanel';
import { json, mockNetwork } from './player-harness';
import { makeServices, renderWithApp } from './realtime-harness';

const NOW = 1_700_000_000_000; // makeServices' clock
const iso = (ms: number) => new Date(ms).toISOString();

describe('My Purchases', () => {
  it('§3 lists owned and rented titles; a live rental shows its hours left and plays; §8 an expired one says 7202', async () => {
    mockNetwork(
      (url) =>
        url.pathname.endsWith('/subscriberv2/v1/purchase')
          ? json({
              data: [
                {
                  availabilityid: 'AV-PAID-1',
                  objectid: 'MOV-005',
                  title: 'Owned',
                  pricemodel: 'PAID',
                  expiry: null,
                },
                {
                  availabilityid: 'AV-RENT-2',
                  objectid: 'MOV-012',
                  title: 'Rented',
                  pricemodel: 'RENTAL',
                  expiry: iso(NOW + 5 * 3_600_000 - 60_000),
                },
                {
                  availabilityid: 'AV-RENT-1',
                  objectid: 'MOV-006',
                  title: 'Lapsed',
                  pricemodel: 'RENTAL',
                  expiry: iso(NOW - 3_600_000),
                },
              ],
              totalcount: 3,
            })
          : undefined,
      { subscriber: true },
    );
    renderWithApp(<MyPurchasesPanel lang={null} tab="purchases" />, makeServices());
    const rows = await screen.findAllByTestId('my-purchase');
    expect(rows).toHaveLength(3);
    const [owned, rented, lapsed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(owned).queryByTestId('my-purchase-expiry')).toBeNull();
    expect(within(owned).getByTestId('my-purchase-play').getAttribute('href')).toBe(
      '/movie/owned/MOV-005/play',
    );
    expect(within(rented).getByTestId('my-purchase-expiry').textContent).toMatch(/^5 hours left/);
    expect(within(lapsed).getByTestId('my-purchase-expiry').textContent).toBe('Content is Expired');
    expect(within(lapsed).queryByTestId('my-purchase-play')).toBeNull();
  });
});

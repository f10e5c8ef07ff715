// The plans screen (SPEC §2 all plans, §3 plan): what each plan includes side by side, the plan the back-end
// recommends, and what choosing another plan than the one paid for starts and charges.

import type { Plan } from '@ott/sdk/hooks/sms';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PlansScreen from '../src/features/commerce/PlansScreen';
import { json, mockNetwork } from './network';
import { makeServices, PROFILES, renderWithApp } from './realtime-harness';

const plan = (planid: string, name: string, extra: Partial<Plan>): Plan => ({
  planid,
  name,
  currency: 'AED',
  availabilityid: 'AV-PLAN-HD',
  priceclassid: `pc-${planid}`,
  availabilityset: ['AV-PLAN-HD'],
  screens: 2,
  downloads: true,
  period: 'monthly',
  price: 0,
  ...extra,
});
const PLANS = [
  plan('PLAN-WEEKLY-SD', 'Basic Weekly SD', {
    period: 'weekly',
    price: 10,
    quality: 'SD',
    screens: 1,
    downloads: false,
    paymentdetail: { trialperioddays: 2 },
  }),
  plan('PLAN-MONTHLY-HD', 'Premium Monthly HD', { period: 'monthly', price: 35, quality: 'HD' }),
  plan('PLAN-QUARTERLY-HD', 'Gold Quarterly HD', { period: 'quarterly', price: 95, quality: 'HD' }),
  plan('PLAN-YEARLY-UHD', 'Premium Yearly 4K', {
    period: 'yearly',
    price: 349,
    quality: 'UHD2',
    recommended: true,
  }),
];
const MONTHLY = {
  subscriptionid: '8000',
  planid: 'PLAN-MONTHLY-HD',
  planname: 'Premium Monthly HD',
  availabilityset: ['AV-PLAN-HD'],
  quality: 'HD',
  status: 'active',
  nextbilling: '2026-12-01T12:00:00Z',
  price: 35,
  currency: 'AED',
};

/** The SMS answers of the plans screen: plans, the subscriber's subscriptions and profiles, and the precheck. */
function plansNetwork(subscriptions: unknown[]) {
  return mockNetwork(
    (url) => {
      const p = url.pathname;
      if (p.endsWith('/subscriberv2/v1/plan')) return json({ data: PLANS, totalcount: PLANS.length });
      if (p.endsWith('/subscriberv2/v1/subscription'))
        return json({ data: subscriptions, totalcount: subscriptions.length });
      if (p.endsWith('/subscriberv2/v1/profile'))
        return json({ data: PROFILES, totalcount: PROFILES.length });
      if (p.endsWith('/subscription/precheck')) {
        const chosen = PLANS.find((x) => x.planid === url.searchParams.get('planid'));
        if (!chosen) return undefined;
        const trial = chosen.paymentdetail?.trialperioddays ?? 0;
        return json({
          data: {
            planid: chosen.planid,
            price: chosen.price,
            discount: 0,
            finalprice: chosen.price,
            currency: 'AED',
            couponapplied: false,
            trialperioddays: trial,
            freetrial: trial > 1,
          },
        });
      }
      return undefined;
    },
    { subscriber: true },
  );
}

const card = (planid: string) => {
  const found = screen.getAllByTestId('plan-card').find((c) => c.getAttribute('data-planid') === planid);
  if (!found) throw new Error(`no card ${planid}`);
  return within(found);
};
/** Text as read: no bidi isolates around dates, and the no-break space of a price as a plain one. */
const read = (el: Element) => (el.textContent ?? '').replace(/[\u2066\u2069]/g, '').replace(/\s/g, ' ');
const lines = (planid: string) =>
  Array.from(card(planid).getByTestId('plan-features').querySelectorAll('li'), (li) => li.textContent);

describe('plans screen', () => {
  it('§3 every card lists quality, screens at once and downloads in the same order; only the recommended plan is marked', async () => {
    plansNetwork([]);
    renderWithApp(<PlansScreen routeId="plans" params={{}} lang={null} />, makeServices());
    await screen.findAllByTestId('plan-card');
    expect(lines('PLAN-WEEKLY-SD')).toEqual(['Quality SD', '1 screen at once', 'No downloads']);
    expect(lines('PLAN-MONTHLY-HD')).toEqual([
      'Quality Full HD',
      '2 screens at once',
      'Downloads in the desktop app',
    ]);
    expect(lines('PLAN-YEARLY-UHD')).toEqual([
      'Quality 4K',
      '2 screens at once',
      'Downloads in the desktop app',
    ]);
    expect(card('PLAN-YEARLY-UHD').getByTestId('plan-recommended').textContent).toBe('Recommended');
    const marked = screen.getAllByTestId('plan-recommended');
    expect(marked).toHaveLength(1);
  });

  it('§3 the country arriving after the first list (IP look-up) asks again and keeps the cards meanwhile', async () => {
    const network = plansNetwork([]);
    const services = makeServices({ loggedIn: false });
    renderWithApp(<PlansScreen routeId="plans" params={{}} lang={null} />, services);
    await screen.findAllByTestId('plan-card');
    act(() => services.session.set({ country: 'IN' }));
    expect(screen.getAllByTestId('plan-card')).toHaveLength(PLANS.length);
    await waitFor(() =>
      expect(network.to('/subscriberv2/v1/plan').map((c) => c.url.searchParams.get('country'))).toEqual([
        null,
        'IN',
      ]),
    );
    expect(screen.getAllByTestId('plan-card')).toHaveLength(PLANS.length);
  });

  it('§2 a subscriber choosing another plan: it starts today at the precheck price; the current plan keeps its next bill', async () => {
    plansNetwork([MONTHLY]);
    renderWithApp(
      <PlansScreen routeId="plans" params={{ planid: 'PLAN-QUARTERLY-HD' }} lang={null} />,
      makeServices(),
    );
    const starts = await screen.findByTestId('plan-change-starts');
    expect(read(starts)).toBe('Gold Quarterly HD starts today, when you pay AED 95.00.');
    const current = screen.getByTestId('plan-change-current');
    expect(read(current)).toBe(
      'Your current plan, Premium Monthly HD, does not stop: its next bill of AED 35.00 is on 01 DEC 2026. ' +
        'Cancel it in My Plans if you no longer want it.',
    );
    expect(within(current).getByRole('link', { name: 'My Plans' }).getAttribute('href')).toBe(
      '/profile/plans',
    );

    // A plan with a free trial: the trial note says when the first payment falls; the current plan's line stays.
    fireEvent.click(card('PLAN-WEEKLY-SD').getByRole('radio'));
    await screen.findByTestId('trial-note');
    expect(screen.queryByTestId('plan-change-starts')).toBeNull();
    expect(screen.getByTestId('plan-change-current').textContent).toContain('Premium Monthly HD');

    // The plan already paid for is no change.
    fireEvent.click(card('PLAN-MONTHLY-HD').getByRole('radio'));
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toMatch(/35\.00/));
    expect(screen.queryByTestId('plan-change')).toBeNull();
  });

  it('§2 a subscriber without a current plan sees no change note', async () => {
    plansNetwork([{ ...MONTHLY, status: 'expired', nextbilling: null }]);
    renderWithApp(
      <PlansScreen routeId="plans" params={{ planid: 'PLAN-QUARTERLY-HD' }} lang={null} />,
      makeServices(),
    );
    await screen.findByTestId('price-total');
    expect(screen.queryByTestId('plan-change')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { convertDeepLink, isAbsoluteHttpUrl, pushActionPath } from '../src/deeplinks';

const ORIGIN = 'https://watch.example.com';

describe('§2 deep-link conversion', () => {
  it.each([
    [{ kind: 'plan', planId: 'p1' }, `${ORIGIN}/viewPlanAndCoupon/p1`],
    [{ kind: 'plan', planId: 'p1', couponId: 'SAVE10' }, `${ORIGIN}/viewPlanAndCoupon/p1/SAVE10`],
    [{ kind: 'plan' }, `${ORIGIN}/viewAllPlans/`],
    [{ kind: 'plan', planId: null }, `${ORIGIN}/viewAllPlans/`],
    [{ kind: 'trailer', contentId: 'c1', trailerId: 't9' }, `${ORIGIN}/trailerDeeplink/c1?trailerId=t9`],
    [{ kind: 'screen', screenName: 'kids' }, `${ORIGIN}/screen/kids`],
    [{ kind: 'play', contentId: 'c1' }, `${ORIGIN}/contentPlayDeeplink/c1`],
    [{ kind: 'url', url: 'https://other.example.org/x?y=1' }, 'https://other.example.org/x?y=1'],
    [{ kind: 'url', url: 'http://other.example.org/' }, 'http://other.example.org/'],
    [{ kind: 'url', url: '/movies' }, `${ORIGIN}/movies`],
    [{ kind: 'url', url: 'movies' }, `${ORIGIN}/movies`],
  ] as const)('§2 %o → %s', (link, expected) => {
    expect(convertDeepLink(link, ORIGIN)).toBe(expected);
  });

  it('§2 a trailing slash on the origin is not doubled and ids are encoded', () => {
    expect(convertDeepLink({ kind: 'screen', screenName: 'top 10' }, `${ORIGIN}/`)).toBe(
      `${ORIGIN}/screen/top%2010`,
    );
  });

  it('§2 only http and https links are absolute', () => {
    expect(isAbsoluteHttpUrl('HTTPS://x.y')).toBe(true);
    expect(isAbsoluteHttpUrl('ftp://x.y')).toBe(false);
    expect(isAbsoluteHttpUrl('/x')).toBe(false);
  });
});

describe('§2 push actions', () => {
  it.each([
    [{ action: 'VIEW', contentid: 'c1' }, '/viewContent/c1'],
    [{ action: 'TICKET', ticketid: 't1' }, '/viewTicket/t1'],
    [{ action: 'REDEEM', planid: 'p1', couponid: 'k1' }, '/viewPlanAndCoupon/p1/k1'],
    [{ action: 'RENEW', planid: 'p1', couponid: 'k1' }, '/viewPlanAndCoupon/p1'],
    [{ action: 'VIEW', planid: 'p1', couponid: 'k1' }, '/viewPlanAndCoupon/p1'],
    [{ action: 'UPGRADE', planid: 'p1', couponid: 'k1' }, '/viewPlanAndCoupon/p1'],
    [{ action: 'VIEW', contentid: 'c1', planid: 'p1', couponid: 'k1' }, '/viewContent/c1'],
    [{ action: 'REDEEM', planid: 'p1' }, null],
    [{ action: 'RENEW', planid: 'p1' }, null],
    [{ action: 'TICKET' }, null],
    [{ action: 'VIEW' }, null],
    [{ action: 'OTHER', planid: 'p1', couponid: 'k1' }, null],
  ])('§2 %o → %s', (push, expected) => {
    expect(pushActionPath(push)).toBe(expected);
  });
});

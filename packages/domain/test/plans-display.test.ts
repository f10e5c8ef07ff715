import { describe, expect, it } from 'vitest';
import {
  PLAN_PERIODS,
  posterFileIndex,
  posterUrl,
  TELCO_VAT_PERCENT,
  TRIAL_PERIOD_DAYS,
  ticketCategoryTitle,
  trackLanguageName,
} from '../src';
import {
  isFreeTrial,
  paymentPermission,
  planPeriodDays,
  planPeriodMonths,
  priceWithVat,
  remainingAvailabilityPages,
} from '../src/plans';

describe('§9 plans', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [7, true],
    [null, false],
    [undefined, false],
  ])('§9 trialperioddays %j → free trial %s (true when > 1)', (days, trial) => {
    expect(isFreeTrial({ paymentdetail: { trialperioddays: days } })).toBe(trial);
  });

  it('§9 a plan without payment details is not a free trial', () => {
    expect(isFreeTrial({})).toBe(false);
    expect(isFreeTrial(null)).toBe(false);
    expect(TRIAL_PERIOD_DAYS).toEqual([1, 2, 7]);
  });

  it('§9 plan periods: daily, weekly, monthly, quarterly (3 months), half-yearly, yearly', () => {
    expect(PLAN_PERIODS).toEqual(['daily', 'weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly']);
    expect(planPeriodMonths('quarterly')).toBe(3);
    expect(planPeriodMonths('half-yearly')).toBe(6);
    expect(planPeriodMonths('yearly')).toBe(12);
    expect(planPeriodDays('weekly')).toBe(7);
    expect(planPeriodDays('daily')).toBe(1);
  });

  it('§9 5 % VAT for one carrier', () => {
    expect(TELCO_VAT_PERCENT).toBe(5);
    expect(priceWithVat(10, TELCO_VAT_PERCENT)).toBe(10.5);
    expect(priceWithVat(9.99, 5)).toBe(10.49);
  });

  it('§6 only the admin profile may pay; kids must contact their parents', () => {
    expect(paymentPermission({ master: true })).toBeNull();
    expect(paymentPermission({ master: false })).toBe('payment.adminOnly');
    expect(paymentPermission(null)).toBe('payment.adminOnly');
    expect(paymentPermission({ kids: true, master: false })).toBe('payment.kidsNotAllowed');
  });
});

describe('§9 display', () => {
  const content = {
    poster: [
      {
        postertype: 'LANDSCAPE' as const,
        file: [{ url: 's.jpg' }, { url: 'm.jpg' }, { url: 'l.jpg' }, { url: 'xl.jpg' }],
      },
      { postertype: 'PORTRAIT' as const, file: [{ url: 'p0.jpg' }] },
    ],
  };

  it('§9 posters use file index 2, or 1 on the watchlist', () => {
    expect(posterFileIndex()).toBe(2);
    expect(posterFileIndex({ watchlist: true })).toBe(1);
    expect(posterUrl(content, 'LANDSCAPE')).toBe('l.jpg');
    expect(posterUrl(content, 'LANDSCAPE', { watchlist: true })).toBe('m.jpg');
  });

  it('§9 a shorter file list falls back to its last file; a missing type gives null', () => {
    expect(posterUrl(content, 'PORTRAIT')).toBe('p0.jpg');
    expect(posterUrl(content, 'SQUARE')).toBeNull();
    expect(posterUrl({}, 'SQUARE')).toBeNull();
  });

  it.each([
    ['ar', 'Arabic'],
    ['tur', 'Turkish'],
    ['ru', 'Russian'],
    ['hi', 'Hindi'],
    ['en-US', 'English'],
    ['kk', 'Kazakh'],
    ['uz', 'Uzbek'],
    ['KO', 'Korean'],
    ['zh_CN', 'Chinese'],
    ['xx', 'xx'],
    ['', ''],
    [null, ''],
  ])('§9 subtitle/audio language %j → %j', (code, name) => {
    expect(trackLanguageName(code)).toBe(name);
  });

  it('§9 ticket category titles in ara or en', () => {
    const cat = { apiCategory: 'billing', categoryTitle: { ar: 'الفواتير', en: 'Billing' } };
    expect(ticketCategoryTitle(cat, 'ara')).toBe('الفواتير');
    expect(ticketCategoryTitle(cat, 'eng')).toBe('Billing');
    expect(ticketCategoryTitle(cat, 'ml')).toBe('Billing');
    expect(ticketCategoryTitle({ apiCategory: 'x', categoryTitle: { en: 'Only English' } }, 'ara')).toBe(
      'Only English',
    );
    expect(ticketCategoryTitle({ apiCategory: 'x', categoryTitle: { ar: 'عربي' } }, 'eng')).toBe('عربي');
    expect(ticketCategoryTitle({ apiCategory: 'x', categoryTitle: {} }, 'eng')).toBe('x');
  });
});

describe('§9 availability paging', () => {
  it('§9 pages of 15: further pages until the total count is reached', () => {
    expect(remainingAvailabilityPages(0)).toEqual([]);
    expect(remainingAvailabilityPages(15)).toEqual([]);
    expect(remainingAvailabilityPages(16)).toEqual([2]);
    expect(remainingAvailabilityPages(22)).toEqual([2]);
    expect(remainingAvailabilityPages(46)).toEqual([2, 3, 4]);
    expect(remainingAvailabilityPages(30, 10)).toEqual([2, 3]);
  });
});

/**
 * SPEC §9 plans (free trial, periods) and SPEC §6 payment permission (admin only; kids must ask their parents).
 */
import {
  AVAILABILITY_PAGE_SIZE,
  FREE_TRIAL_MIN_EXCLUSIVE_DAYS,
  PLAN_PERIOD_DAYS,
  PLAN_PERIOD_MONTHS,
} from './constants';
import type { MessageId } from './messages';
import type { Plan, PlanPeriod, Profile } from './types';

/** SPEC §9: free trial is true when trialperioddays is greater than 1. */
export function isFreeTrial(plan: Pick<Plan, 'paymentdetail'> | null | undefined): boolean {
  const days = plan?.paymentdetail?.trialperioddays;
  return typeof days === 'number' && days > FREE_TRIAL_MIN_EXCLUSIVE_DAYS;
}

/** Length of a plan period in months (0 for daily and weekly). */
export function planPeriodMonths(period: PlanPeriod): number {
  return PLAN_PERIOD_MONTHS[period];
}

/** Length of a plan period in days. */
export function planPeriodDays(period: PlanPeriod): number {
  return PLAN_PERIOD_DAYS[period];
}

/**
 * SPEC §6: only the admin profile may pay ("Admin only allowed to the payment"); a kids profile may not
 * ("contact your parents"). null = allowed.
 */
export function paymentPermission(
  profile: Pick<Profile, 'kids' | 'master'> | null | undefined,
): MessageId | null {
  if (profile?.kids) return 'payment.kidsNotAllowed';
  if (!profile?.master) return 'payment.adminOnly';
  return null;
}

/** A price with a VAT percentage added (e.g. the 5 % of §9), rounded to cents. */
export function priceWithVat(price: number, vatPercent: number): number {
  return Math.round(price * (100 + vatPercent)) / 100;
}

/**
 * SPEC §9 availability paging: the list is read 15 at a time, further pages until the total count is reached. The
 * page numbers still to fetch after the first page answered `totalcount` (none when it held everything).
 */
export function remainingAvailabilityPages(totalcount: number, pageSize = AVAILABILITY_PAGE_SIZE): number[] {
  const pages = Math.ceil(Math.max(0, totalcount) / pageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
}

/**
 * SPEC §2 deep-link conversion (five kinds, built from the site origin) and push-notification actions.
 */

export type DeepLink =
  | { kind: 'plan'; planId?: string | null; couponId?: string | null }
  | { kind: 'trailer'; contentId: string; trailerId: string }
  | { kind: 'screen'; screenName: string }
  | { kind: 'play'; contentId: string }
  | { kind: 'url'; url: string };

export function isAbsoluteHttpUrl(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

function join(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

const enc = encodeURIComponent;

/**
 * SPEC §2 deep-link conversion:
 * - plan with id → /viewPlanAndCoupon/{planId}; with coupon → /viewPlanAndCoupon/{planId}/{couponId};
 *   without id → /viewAllPlans/
 * - trailer → /trailerDeeplink/{contentId}?trailerId={trailerId}
 * - screen → /screen/{screenName}; play → /contentPlayDeeplink/{contentId}
 * - an absolute http(s) link is used as is (anything else given as `url` is resolved against the origin).
 */
export function convertDeepLink(link: DeepLink, origin: string): string {
  switch (link.kind) {
    case 'plan':
      if (!link.planId) return join(origin, '/viewAllPlans/');
      return join(
        origin,
        link.couponId
          ? `/viewPlanAndCoupon/${enc(link.planId)}/${enc(link.couponId)}`
          : `/viewPlanAndCoupon/${enc(link.planId)}`,
      );
    case 'trailer':
      return join(origin, `/trailerDeeplink/${enc(link.contentId)}?trailerId=${enc(link.trailerId)}`);
    case 'screen':
      return join(origin, `/screen/${enc(link.screenName)}`);
    case 'play':
      return join(origin, `/contentPlayDeeplink/${enc(link.contentId)}`);
    case 'url':
      return isAbsoluteHttpUrl(link.url)
        ? link.url
        : join(origin, link.url.startsWith('/') ? link.url : `/${link.url}`);
  }
}

export type PushActionType = 'VIEW' | 'TICKET' | 'REDEEM' | 'RENEW' | 'UPGRADE';

export interface PushAction {
  action: PushActionType | string;
  contentid?: string | null;
  ticketid?: string | null;
  planid?: string | null;
  couponid?: string | null;
}

/**
 * SPEC §2 push actions: VIEW + contentid → /viewContent/{contentId}; TICKET + ticketid → /viewTicket/{ticketId};
 * REDEEM + planid + couponid → /viewPlanAndCoupon/{planId}/{couponId}; RENEW, VIEW or UPGRADE + planid + couponid →
 * /viewPlanAndCoupon/{planId}. Anything else → null (open the app without navigating).
 */
export function pushActionPath(push: PushAction): string | null {
  const { action, contentid, ticketid, planid, couponid } = push;
  if (action === 'VIEW' && contentid) return `/viewContent/${enc(contentid)}`;
  if (action === 'TICKET' && ticketid) return `/viewTicket/${enc(ticketid)}`;
  if (planid && couponid) {
    if (action === 'REDEEM') return `/viewPlanAndCoupon/${enc(planid)}/${enc(couponid)}`;
    if (action === 'RENEW' || action === 'VIEW' || action === 'UPGRADE')
      return `/viewPlanAndCoupon/${enc(planid)}`;
  }
  return null;
}

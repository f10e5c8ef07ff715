// The price of a plan as the back-end's precheck says (SPEC §2 plans, §9 coupons): precheckSubscription for the chosen
// plan with the applied coupon; a coupon that stops applying (6205 after another plan is chosen) is removed with its
// message; a deep link's coupon is applied once the plan is known and the profile may pay.
import { getPrecheckSubscriptionQueryOptions, type Plan } from '@ott/sdk/hooks/sms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCoupon } from './CouponField';

export function usePlanPrecheck(
  plan: Plan | null,
  canPay: boolean,
  initialCoupon: string | null | undefined,
) {
  const queryClient = useQueryClient();
  const coupon = useCoupon(
    (couponcode) =>
      queryClient.fetchQuery({
        ...getPrecheckSubscriptionQueryOptions({ planid: plan?.planid ?? '', couponcode }),
        retry: false,
      }),
    initialCoupon ?? '',
  );
  const applied = coupon.applied;

  const precheck = useQuery({
    ...getPrecheckSubscriptionQueryOptions({
      planid: plan?.planid ?? '',
      ...(applied ? { couponcode: applied } : {}),
    }),
    enabled: canPay && plan !== null,
    retry: false,
  });

  // A coupon that stops applying (another plan chosen: 6205) is removed with its message.
  const precheckError = precheck.isError ? precheck.error : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the precheck of an applied coupon fails
  useEffect(() => {
    if (precheckError && applied) coupon.refuse(precheckError);
  }, [precheckError, applied]);

  // The deep link's coupon is applied once the plan is known and the profile may pay.
  const autoApplied = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the plan and the payer are known
  useEffect(() => {
    if (autoApplied.current || !initialCoupon || !canPay || !plan) return;
    autoApplied.current = true;
    void coupon.apply(initialCoupon);
  }, [canPay, plan?.planid]);

  return { coupon, precheck };
}

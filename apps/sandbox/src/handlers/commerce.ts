// The commerce area of the sandbox: 14 SMS operations (plans, availability, subscriptions, purchases, billing),
// 12 charge operations (gateways, payments, telco, cards) and the sandbox checkout page.
import type { ExtraRoute, HandlerMap, OperationId } from '../types';
import { chargeHandlers } from './commerce/charge';
import { checkoutRoutes } from './commerce/checkout';
import { smsCommerceHandlers } from './commerce/sms';

export const commerceHandlers = {
  ...smsCommerceHandlers,
  ...chargeHandlers,
} satisfies Partial<HandlerMap<OperationId>>;

export const commerceExtraRoutes: ExtraRoute[] = [...checkoutRoutes];

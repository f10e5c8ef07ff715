// Calls whose contract offers a second body: orval writes the first (JSON), these send the form (SPEC §7).
import type { PaymentOtpCallback, PaymentStatusResponse } from './generated/hooks/charge';
import { getPaymentCallbackUrl } from './generated/hooks/charge';
import { getTransport } from './transport/transport';

/** The telco carrier OTP for a payment: `POST callback/v1/{gatewayid}` as `application/x-www-form-urlencoded`. */
export const paymentOtpCallback = (
  gatewayid: string,
  body: PaymentOtpCallback,
): Promise<PaymentStatusResponse> =>
  getTransport().call<PaymentStatusResponse>('charge', getPaymentCallbackUrl(gatewayid), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...body }),
  });

// SPEC §5 (OTP 6 digits, PIN 4 digits) and §8 (Incorrect OTP) for the PIN reset step shared by the profile PIN and
// the parental PIN: the code is sent once, a refusal shows at its field with what was typed kept, no double submit.
import { ApiError } from '@ott/sdk';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PinResetForm } from '../src/features/profiles/PinResetForm';
import { makeServices, renderWithApp } from './realtime-harness';

function setup(confirm: Parameters<typeof PinResetForm>[0]['confirm']) {
  const request = vi.fn(async () => ({ data: { sent: true } }));
  const onDone = vi.fn();
  renderWithApp(
    <StrictMode>
      <PinResetForm
        testId="reset"
        title="New PIN"
        request={request}
        confirm={confirm}
        onDone={onDone}
        onCancel={() => {}}
      />
    </StrictMode>,
    makeServices(),
  );
  return { request, onDone };
}
const otp = () => screen.getByTestId('reset-otp') as HTMLInputElement;
const typePin = (pin: string) => {
  for (const [i, d] of [...pin].entries())
    fireEvent.change(screen.getByTestId(`reset-pin-${i}`), { target: { value: d } });
};
const described = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('PinResetForm', () => {
  it('sends the code once (even under StrictMode) and focuses its heading', async () => {
    const { request } = setup(async () => null);
    await screen.findByText(/We sent a 6-digit code/);
    expect(request).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New PIN' }));
  });

  it('§5 checks the OTP (6 digits, digits only) and the PIN (4 digits) before calling', async () => {
    const confirm = vi.fn(async () => null);
    setup(confirm);
    fireEvent.change(otp(), { target: { value: '12a3' } });
    expect(otp().value).toBe('123');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(described(otp())).toBe('OTP should be 6 digits');
    expect(document.activeElement).toBe(otp());
    fireEvent.change(otp(), { target: { value: '123456' } });
    typePin('12');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(screen.getByText('PIN should be 4 digits')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('§8 a refused OTP shows "Incorrect OTP" at the OTP field, keeps what was typed; no double submit', async () => {
    let answer: (v: { field: 'otp'; messageId: string }) => void = () => {};
    const confirm = vi.fn(() => new Promise<{ field: 'otp'; messageId: string }>((r) => (answer = r)));
    const { onDone } = setup(confirm);
    fireEvent.change(otp(), { target: { value: '000000' } });
    typePin('2580');
    const submit = screen.getByTestId('reset-submit') as HTMLButtonElement;
    fireEvent.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.click(submit);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('000000', '2580');
    await act(async () => answer({ field: 'otp', messageId: 'error.incorrectOtp' }));
    expect(described(otp())).toBe('Incorrect OTP');
    expect(otp().value).toBe('000000');
    expect([0, 1, 2, 3].map((i) => (screen.getByTestId(`reset-pin-${i}`) as HTMLInputElement).value)).toEqual(
      ['2', '5', '8', '0'],
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a failed send says so with a way to send again', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ statusCode: 429, errorcode: 6217, reason: 'SMS Limit Reached' }))
      .mockResolvedValueOnce({ data: { sent: true } });
    renderWithApp(
      <PinResetForm
        testId="reset"
        title="New PIN"
        request={request}
        confirm={async () => null}
        onDone={() => {}}
        onCancel={() => {}}
      />,
      makeServices(),
    );
    await screen.findByText('SMS Limit Reached. Please Try After 1 Hour');
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await screen.findByText(/We sent a 6-digit code/);
    expect(request).toHaveBeenCalledTimes(2);
  });
});

// Joining (SPEC §5 OTP, §8 SMS Limit Reached) and the social sign-in seam (features/auth/social.ts): what the
// browser journeys (apps/web/e2e/join.e2e.test.ts) cannot reach in reasonable time or cannot forge.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LoginDialog from '../src/features/auth/LoginDialog';
import { OtpStep } from '../src/features/auth/OtpStep';
import { consentPageSignIn, socialSignInFor } from '../src/features/auth/social';
import { fakeAccount, makeServices, renderWithApp } from './realtime-harness';

describe('§5 the e-mail-or-mobile field', () => {
  it('keeps its input (focus and caret) when the first digit turns it into a mobile number with a country code', async () => {
    renderWithApp(
      <LoginDialog onClose={() => {}} onLoggedIn={() => {}} />,
      makeServices({ loggedIn: false }),
    );
    for (const id of ['login-identifier', 'login-signup']) {
      if (id === 'login-signup') await act(async () => fireEvent.click(screen.getByTestId(id)));
      const field = screen.getByTestId(id === 'login-signup' ? 'signup-identifier' : id) as HTMLInputElement;
      field.focus();
      fireEvent.change(field, { target: { value: '5' } });
      expect(screen.getAllByLabelText('Country code').length).toBe(1);
      expect(field.isConnected).toBe(true);
      expect(document.activeElement).toBe(field);
      fireEvent.change(field, { target: { value: '' } });
    }
  });
});

describe('§5 OTP step: send again', () => {
  it('§8 waits 30 s between sends; after the back-end limit (6217) says so and stops offering it', async () => {
    // The countdown redraws on a 1 s interval: fake intervals make each redraw one step, not a real second.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const tick = () => act(() => vi.advanceTimersByTimeAsync(1000));
    let t = 1_700_000_000_000;
    const resendSignupOtp = vi
      .fn()
      .mockResolvedValueOnce({ ok: true })
      .mockResolvedValueOnce({ ok: false, messageId: 'error.smsLimit' });
    const services = { ...makeServices({ loggedIn: false }), now: () => t };
    services.account = fakeAccount({ resendSignupOtp });
    renderWithApp(
      <OtpStep contact={{ email: 'n@x.test' }} channel="EMAIL" label="n@x.test" onConfirmed={() => {}} />,
      services,
    );
    const resend = screen.getByTestId('otp-resend');
    expect(resend.textContent).toBe('Send the code again in 30 seconds');
    fireEvent.click(resend);
    expect(resendSignupOtp).not.toHaveBeenCalled(); // still counting down
    t += 30_000;
    await tick();
    expect(resend.getAttribute('aria-disabled')).toBe('false');
    await act(async () => fireEvent.click(resend));
    expect(resendSignupOtp).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('otp-resend-note').textContent).toBe('A new code is on its way.');
    t += 30_000;
    await tick();
    await act(async () => fireEvent.click(resend));
    expect(screen.getByTestId('otp-resend-note').textContent).toBe(
      'SMS Limit Reached. Please Try After 1 Hour',
    );
    t += 60_000;
    await tick();
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(resend));
    expect(resendSignupOtp).toHaveBeenCalledTimes(2);
  });

  it('§5 an empty or short code is refused at the field before any call', async () => {
    const confirmSignup = vi.fn();
    const services = makeServices({ loggedIn: false });
    services.account = fakeAccount({ confirmSignup });
    renderWithApp(
      <OtpStep contact={{ email: 'n@x.test' }} channel="EMAIL" label="n@x.test" onConfirmed={() => {}} />,
      services,
    );
    await act(async () => fireEvent.click(screen.getByTestId('otp-submit')));
    expect(screen.getByTestId('otp-input-error').textContent).toBe('OTP Required');
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '12a3' } });
    expect((screen.getByTestId('otp-input') as HTMLInputElement).value).toBe('123');
    await act(async () => fireEvent.click(screen.getByTestId('otp-submit')));
    expect(within(document.body).getByTestId('otp-input-error').textContent).toBe('OTP should be 6 digits');
    expect(confirmSignup).not.toHaveBeenCalled();
  });
});

/** A window whose popup and message events the test drives. */
function fakeWindow() {
  const listeners = new Set<(e: MessageEvent) => void>();
  const popup = { closed: false };
  const opened: string[] = [];
  const win = {
    location: { origin: 'http://app.test' },
    open: (url: string) => {
      opened.push(url);
      return popup;
    },
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.delete(l),
  };
  const post = (origin: string, data: unknown) => {
    for (const l of [...listeners]) l({ origin, data } as MessageEvent);
  };
  return { win: win as unknown as Window, popup, opened, post, listeners };
}

describe('social sign-in seam (§3 login payload types; sandbox consent page)', () => {
  it('accepts the token only from the consent page origin, with this request state and provider', async () => {
    const f = fakeWindow();
    const social = consentPageSignIn('http://sandbox.test/social/consent', f.win);
    const pending = social.signIn('Google');
    const url = new URL(f.opened[0] as string);
    expect(url.origin + url.pathname).toBe('http://sandbox.test/social/consent');
    expect(url.searchParams.get('provider')).toBe('Google');
    expect(url.searchParams.get('origin')).toBe('http://app.test');
    const state = url.searchParams.get('state') as string;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const msg = { type: 'ott-social', provider: 'Google', token: 'google-sandbox-new', state, name: 'Sara' };
    f.post('http://evil.test', msg); // another origin
    f.post('http://sandbox.test', { ...msg, state: 'x'.repeat(32) }); // another request
    f.post('http://sandbox.test', { ...msg, provider: 'FB' }); // another provider
    expect(f.listeners.size).toBe(1);
    f.post('http://sandbox.test', msg);
    await expect(pending).resolves.toEqual({ provider: 'Google', token: 'google-sandbox-new', name: 'Sara' });
    expect(f.listeners.size).toBe(0);
  });

  it('a popup closed without a choice answers null', async () => {
    const f = fakeWindow();
    const pending = consentPageSignIn('http://sandbox.test/social/consent', f.win).signIn('FB');
    f.popup.closed = true;
    await expect(pending).resolves.toBeNull();
  });

  it('without a consent page, only providers with an id and an admitted SDK are offered', () => {
    expect(socialSignInFor(undefined).providers).toEqual([]);
    expect(socialSignInFor({ googleClientId: 'g', facebookAppId: 'f' }, []).providers).toEqual([]);
    expect(socialSignInFor({ googleClientId: 'g', facebookAppId: 'f' }, ['FB', 'Apple']).providers).toEqual([
      'FB',
    ]);
    expect(socialSignInFor({ consentURL: 'http://s.test/social/consent' }).providers).toEqual([
      'Google',
      'FB',
      'Apple',
    ]);
  });
});

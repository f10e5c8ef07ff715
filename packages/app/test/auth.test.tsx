// SPEC §4 Login, §5 validation messages, §8 server messages; the accessible Dialog; /login opens the dialog (§2).
import { getListCountryCodesQueryKey } from '@ott/sdk/hooks/config';
import { getGetCountryQueryKey } from '@ott/sdk/hooks/sms';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../src/components/Dialog';
import LoginDialog from '../src/features/auth/LoginDialog';
import { useOpenLoginOnRoute } from '../src/features/auth/useOpenLoginOnRoute';
import type { Account } from '../src/session/account';
import { fakeAccount, lastingQueryClient, makeServices, renderWithApp } from './realtime-harness';

function setup(login?: Account['login']) {
  const account = fakeAccount(login ? { login } : {});
  const onClose = vi.fn();
  const onLoggedIn = vi.fn();
  const queryClient = lastingQueryClient();
  queryClient.setQueryData(getGetCountryQueryKey(), {
    data: { country: 'AE', countryname: 'United Arab Emirates', countrycode: '+971' },
  });
  queryClient.setQueryData(getListCountryCodesQueryKey(), [
    { code: 'AE', name: 'United Arab Emirates', dialcode: '+971' },
    { code: 'IN', name: 'India', dialcode: '+91' },
  ]);
  renderWithApp(
    <LoginDialog onClose={onClose} onLoggedIn={onLoggedIn} />,
    makeServices({ account, loggedIn: false }),
    { queryClient },
  );
  const dialog = screen.getByTestId('login-dialog');
  return {
    account,
    onClose,
    onLoggedIn,
    dialog,
    identifier: within(dialog).getByLabelText('Email or mobile number') as HTMLInputElement,
    password: within(dialog).getByLabelText('Password') as HTMLInputElement,
    submit: within(dialog).getByTestId('login-submit'),
  };
}

describe('LoginDialog', () => {
  it('§5 login: empty fields give "Email or Mobile required" and "Password Required!" and nothing is sent', async () => {
    const { account, submit, identifier, dialog } = setup();
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Email or Mobile required')).toBeTruthy();
    expect(within(dialog).getByText('Password Required!')).toBeTruthy();
    expect(identifier.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(identifier);
    expect(account.login).not.toHaveBeenCalled();
  });

  it('§5 login: an invalid e-mail and a short password show their messages inline by field', async () => {
    const { submit, identifier, password, dialog } = setup();
    fireEvent.change(identifier, { target: { value: 'not an email' } });
    fireEvent.change(password, { target: { value: 'abc' } });
    fireEvent.click(submit);
    expect(
      await within(dialog).findByText('Please enter only Latin letters or numbers, Ex: Abc,123'),
    ).toBeTruthy();
    const pwError = within(dialog).getByText('Password should be minimum 6 characters');
    expect(password.getAttribute('aria-describedby')).toBe(pwError.id);
    // Fixing a field clears its message as the user types.
    fireEvent.change(password, { target: { value: 'abcdefghijklmnopq' } });
    expect(await within(dialog).findByText('Password should be maximum 16 characters')).toBeTruthy();
  });

  it('§5 login: a mobile number needs 6 digits; with the country code it logs in as Mobile', async () => {
    const { account, submit, identifier, password, dialog } = setup();
    fireEvent.change(identifier, { target: { value: '12345' } });
    fireEvent.change(password, { target: { value: 'Sandbox#123' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Mobile number should be minimum 6 digits')).toBeTruthy();
    fireEvent.change(identifier, { target: { value: '500000001' } });
    const code = within(dialog).getByLabelText('Country code') as HTMLSelectElement;
    await waitFor(() => expect(code.value).toBe('+971'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(account.login).toHaveBeenCalledWith({
        mobileno: '500000001',
        countrycode: '+971',
        password: 'Sandbox#123',
      }),
    );
  });

  it('§4 login: valid credentials call account.login with the e-mail and report whether a profile is needed', async () => {
    const login = vi.fn(async () => ({ ok: true as const, needsProfile: true }));
    const { submit, identifier, password, onLoggedIn } = setup(login);
    fireEvent.change(identifier, { target: { value: ' admin@sandbox.test ' } });
    fireEvent.change(password, { target: { value: 'Sandbox#123' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(true));
    expect(login).toHaveBeenCalledWith({ email: 'admin@sandbox.test', password: 'Sandbox#123' });
  });

  it('§8 login: a server error shows "Invalid Credential" and keeps what was typed; loading state while waiting', async () => {
    let answer: (v: { ok: false; messageId: string }) => void = () => {};
    const login = vi.fn(() => new Promise<{ ok: false; messageId: string }>((r) => (answer = r)));
    const { submit, identifier, password, dialog, onLoggedIn } = setup(login);
    fireEvent.change(identifier, { target: { value: 'admin@sandbox.test' } });
    fireEvent.change(password, { target: { value: 'Wrong#123' } });
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    expect(submit.textContent).toBe('Logging in…');
    fireEvent.click(submit); // a second click while waiting sends nothing
    expect(login).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: false, messageId: 'error.invalidCredential' }));
    expect(within(dialog).getByTestId('login-error').textContent).toBe('Invalid Credential');
    expect(identifier.value).toBe('admin@sandbox.test');
    expect(password.value).toBe('Wrong#123');
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('§4 login: the CAPTCHA step — asked by the back-end, required (§5 "Captcha Required"), sent with the retry; a wrong answer gets a new image', async () => {
    const answers: (string | undefined)[] = [];
    const login = vi.fn(async (c: { captcha?: string }) => {
      answers.push(c.captcha);
      if (!c.captcha)
        return { ok: false as const, messageId: 'login.captchaStep', outcome: 'captcha' as const };
      if (c.captcha !== 'SANDBOX') return { ok: false as const, messageId: 'error.invalidCaptcha' };
      return { ok: true as const, needsProfile: false };
    });
    const { account, submit, identifier, password, dialog, onLoggedIn } = setup(login);
    fireEvent.change(identifier, { target: { value: 'admin@sandbox.test' } });
    fireEvent.change(password, { target: { value: 'Sandbox#123' } });
    fireEvent.click(submit);
    const step = await within(dialog).findByTestId('login-captcha');
    expect(await within(step).findByRole('img', { name: 'CAPTCHA image' })).toBeTruthy();
    expect(account.captcha).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByTestId('login-error').textContent).toBe('');
    // Nothing typed is lost, and an empty answer is not sent.
    expect(password.value).toBe('Sandbox#123');
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Captcha Required')).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);

    const input = within(step).getByLabelText('Type the characters you see in the image to continue');
    fireEvent.change(input, { target: { value: 'WRONG' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByTestId('login-error').textContent).toBe('Entered invalid captcha text'),
    );
    await waitFor(() => expect(account.captcha).toHaveBeenCalledTimes(2));
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.change(input, { target: { value: 'SANDBOX' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(false));
    expect(answers).toEqual([undefined, 'WRONG', 'SANDBOX']);
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <p>page behind</p>
      {open && (
        <Dialog title="Test dialog" onClose={() => setOpen(false)} testId="test-dialog">
          <input aria-label="first field" />
          <button type="button">last button</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal: focus moves in, Tab is trapped, Escape closes and focus returns to the opener', async () => {
    renderWithApp(<Opener />, makeServices({ loggedIn: false }));
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Test dialog' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('first field'));
    expect(document.body.style.overflow).toBe('hidden');

    const last = within(dialog).getByRole('button', { name: 'last button' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button', () => {
    renderWithApp(<Opener />, makeServices({ loggedIn: false }));
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function LoginRouteProbe() {
  useOpenLoginOnRoute();
  return null;
}

describe('useOpenLoginOnRoute', () => {
  it('§2 /login shows Home with the login dialog open for a visitor', async () => {
    renderWithApp(<LoginRouteProbe />, makeServices({ loggedIn: false }), { path: '/login' });
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
  });

  it('§2 /lookup does not open it for a subscriber, nor does another route for a visitor', async () => {
    renderWithApp(<LoginRouteProbe />, makeServices(), { path: '/lookup' });
    await act(async () => {});
    expect(screen.queryByTestId('login-dialog')).toBeNull();
    cleanup();
    renderWithApp(<LoginRouteProbe />, makeServices({ loggedIn: false }), { path: '/search' });
    await act(async () => {});
    expect(screen.queryByTestId('login-dialog')).toBeNull();
  });
});

// SPEC §2 /emailVerify (the e-mail verification link, opened once) and /cast (not available on this device).
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockNetwork, notFound, providerConfig, renderAt } from './browse-harness';

const config = providerConfig([{ id: 'home', sections: [] }]);
const TOKEN = 'ev.MTAwMS5hZG1pbkBzYW5kYm94LnRlc3Q.k9Qz';

describe('§2 /emailVerify', () => {
  it('§2 the link opens once and says the address is verified', async () => {
    const net = mockNetwork((url) =>
      url.pathname === `/${TOKEN}`
        ? json({ data: { verified: true, subscriberid: '1001', email: 'admin@sandbox.test' } })
        : notFound(),
    );
    renderAt(`/emailVerify?token=${TOKEN}`, config);
    const done = await screen.findByTestId('email-verify-done');
    expect(done.textContent).toContain('Your e-mail address is verified');
    expect(done.textContent).toContain('admin@sandbox.test');
    expect(net.to(`/${TOKEN}`)).toHaveLength(1);
  });

  it('§2 an expired or used link (6305) says so; a link without a usable token sends nothing', async () => {
    mockNetwork((url) =>
      url.pathname === `/${TOKEN}`
        ? json({ errorcode: 6305, reason: 'Invalid OTP | OTP expired' }, 400)
        : notFound(),
    );
    renderAt(`/emailVerify?token=${TOKEN}`, config);
    const invalid = await screen.findByTestId('email-verify-invalid');
    expect(invalid.textContent).toContain('This link cannot be used');
    // §7 emailconfirm: a new link is asked for from My Account.
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe(
      '/profile/account',
    );
    cleanup();

    const net = mockNetwork(() => notFound());
    renderAt('/emailVerify?token=x', config);
    await screen.findByTestId('email-verify-invalid');
    expect(net.calls).toHaveLength(0);
  });
});

describe('§2 /cast', () => {
  it('§2 says casting is not available on this device, with the way back Home', async () => {
    mockNetwork(() => notFound());
    renderAt('/cast', config);
    expect((await screen.findByTestId('cast-unavailable')).textContent).toContain('Casting is not available');
  });
});

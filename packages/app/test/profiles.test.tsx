// SPEC §4 Profiles: the profile list, switching, the PIN step (§5 PIN rules, §8 "Invalid Profile PIN").
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ProfileDialog from '../src/features/profiles/ProfileDialog';
import type { Account } from '../src/session/account';
import { json, mockNetwork } from './network';
import { fakeAccount, makeServices, PROFILES, renderWithApp } from './realtime-harness';

/** The SMS's profile list (listProfiles): `answers` in turn, the last one again. */
function profileList(...answers: (() => Response)[]) {
  let n = 0;
  return mockNetwork(
    (url) =>
      url.pathname.endsWith('/profile')
        ? (answers[Math.min(n++, answers.length - 1)] as () => Response)()
        : undefined,
    { subscriber: true },
  );
}
const listed = () => json({ data: PROFILES, totalcount: PROFILES.length });

async function setup(selectProfile?: Account['selectProfile']) {
  profileList(listed);
  const account = fakeAccount(selectProfile ? { selectProfile } : {});
  const onClose = vi.fn();
  renderWithApp(<ProfileDialog onClose={onClose} />, makeServices({ account }));
  const dialog = screen.getByTestId('profile-dialog');
  await within(dialog).findByTestId('profile-1001-p1');
  return { account, onClose, dialog };
}

const typePin = (dialog: HTMLElement, pin: string) => {
  for (const [i, d] of [...pin].entries()) {
    fireEvent.change(within(dialog).getByTestId(`pin-box-${i}`), { target: { value: d } });
  }
};

describe('ProfileDialog', () => {
  it('§4 profiles: one button per profile, the kids profile badged, the current one marked and focused', async () => {
    const { dialog } = await setup();
    for (const p of PROFILES) expect(within(dialog).getByTestId(`profile-${p.profileid}`)).toBeTruthy();
    expect(within(within(dialog).getByTestId('profile-1001-k1')).getByTestId('kids-badge').textContent).toBe(
      'Kids',
    );
    expect(within(within(dialog).getByTestId('profile-1001-p2')).queryByTestId('kids-badge')).toBeNull();
    const current = within(dialog).getByTestId('profile-1001-p1');
    expect(current.getAttribute('aria-current')).toBe('true');
    // Focus moves in an effect once the list has arrived.
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('§4 profiles: a profile without a PIN is selected at once and the dialog closes', async () => {
    const { account, onClose, dialog } = await setup();
    fireEvent.click(within(dialog).getByTestId('profile-1001-p2'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(account.selectProfile).toHaveBeenCalledWith(PROFILES[1], undefined);
  });

  it('§5 PIN: 4 boxes, digits only, auto-advance; the PIN goes to selectProfile', async () => {
    const { account, onClose, dialog } = await setup();
    fireEvent.click(within(dialog).getByTestId('profile-1001-k1'));
    const first = await within(dialog).findByTestId('pin-box-0');
    expect(document.activeElement).toBe(first);
    fireEvent.change(first, { target: { value: 'x' } });
    expect((first as HTMLInputElement).value).toBe('');
    fireEvent.change(first, { target: { value: '1' } });
    expect(document.activeElement).toBe(within(dialog).getByTestId('pin-box-1'));
    typePin(dialog, '1234');
    fireEvent.click(within(dialog).getByTestId('profile-pin-submit'));
    await waitFor(() => expect(account.selectProfile).toHaveBeenCalledWith(PROFILES[2], '1234'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('§5 PIN: an empty PIN is "Profile PIN is mandatory to proceed", a short one "PIN should be 4 digits"', async () => {
    const { account, dialog } = await setup();
    fireEvent.click(within(dialog).getByTestId('profile-1001-k1'));
    const submit = await within(dialog).findByTestId('profile-pin-submit');
    fireEvent.click(submit);
    expect(within(dialog).getByTestId('profile-pin-error').textContent).toBe(
      'Profile PIN is mandatory to proceed',
    );
    typePin(dialog, '12');
    fireEvent.click(submit);
    expect(within(dialog).getByTestId('profile-pin-error').textContent).toBe('PIN should be 4 digits');
    expect(account.selectProfile).not.toHaveBeenCalled();
  });

  it('§8 PIN: a wrong PIN shows "Invalid Profile PIN", empties the boxes and keeps the dialog open', async () => {
    const selectProfile = vi.fn(async () => ({ ok: false as const, messageId: 'error.invalidProfilePin' }));
    const { onClose, dialog } = await setup(selectProfile);
    fireEvent.click(within(dialog).getByTestId('profile-1001-k1'));
    await within(dialog).findByTestId('pin-box-0');
    typePin(dialog, '9999');
    fireEvent.click(within(dialog).getByTestId('profile-pin-submit'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('profile-pin-error').textContent).toBe('Invalid Profile PIN'),
    );
    expect(selectProfile).toHaveBeenCalledWith(PROFILES[2], '9999');
    expect((within(dialog).getByTestId('pin-box-0') as HTMLInputElement).value).toBe('');
    // Focus returns once the emptied boxes render (a frame after the message on a busy machine).
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('pin-box-0')));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('§4 §8 profiles: a failed profile list shows the message and Try again instead of buttons; the retry lists them', async () => {
    const net = profileList(() => json({ errorcode: 5000, reason: 'Unknown error occurred' }, 500), listed);
    renderWithApp(<ProfileDialog onClose={() => {}} />, makeServices({ account: fakeAccount() }));
    const dialog = screen.getByTestId('profile-dialog');
    const failed = await within(dialog).findByTestId('profile-dialog-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('Unknown error occurred');
    expect(within(dialog).queryByTestId('profile-1001-p1')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByTestId('profile-1001-p1');
    expect(net.to('/profile', 'GET')).toHaveLength(2);
  });
});

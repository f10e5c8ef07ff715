// The profile editor's own rules (SPEC §5 a kids profile's age range) and its picture gallery, over the
// contract-checked network: what is refused never leaves, what is chosen is what createProfile / updateProfile carry.
import type { Profile } from '@ott/sdk/hooks/sms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AVATARS } from '../src/features/profiles/avatars';
import { ProfileDeleteConfirm } from '../src/features/profiles/ProfileDeleteConfirm';
import { ProfileEditor } from '../src/features/profiles/ProfileEditor';
import { json, mockNetwork } from './network';
import { makeServices, PROFILES, renderWithApp } from './realtime-harness';
import { renderInApp } from './render-app';

const KIDS: Profile = { ...(PROFILES[2] as Profile), agerange: '5-8', avatar: AVATARS[1]?.url as string };

function setup(opts: { kidsMode: boolean; profile?: Profile | null }) {
  const net = mockNetwork(
    async (url, req) => {
      const p = url.pathname;
      if (p.endsWith('/subscriberv2/v1/profile') && req.method === 'GET')
        return json({ data: PROFILES, totalcount: PROFILES.length });
      if (p.endsWith('/parentalcontrol'))
        return json({ data: { enabled: true, pinset: true, profiles: [] } });
      if (p.endsWith('/subscriberv2/v1/profile') && req.method === 'POST') {
        const body = (await req.json()) as Record<string, unknown>;
        return json({ data: { profileid: '1001-k2', pinprotected: false, ...body } });
      }
      if (req.method === 'PATCH') return json({ data: { ...KIDS, ...((await req.json()) as object) } });
      return undefined;
    },
    { subscriber: true },
  );
  const services = makeServices();
  const config = { featureEnabled: { isDeckingEnabled: false, kidsMode: opts.kidsMode } };
  services.session.set({ config: config as never });
  const onDone = vi.fn();
  renderWithApp(
    <ProfileEditor profile={opts.profile ?? null} onDone={onDone} onCancel={() => {}} />,
    services,
  );
  return { net, onDone };
}

const sent = (net: ReturnType<typeof mockNetwork>, method: string) =>
  net.calls.filter((c) => c.method === method && c.url.pathname.includes('/subscriberv2/v1/profile'));
const describedText = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('ProfileEditor', () => {
  it('§5 age range is mandatory for a kids profile while the kids-mode feature is off', async () => {
    const { net, onDone } = setup({ kidsMode: false });
    fireEvent.change(screen.getByTestId('profile-name'), { target: { value: 'Mira' } });
    expect(screen.queryByTestId('profile-age-range')).toBeNull();
    fireEvent.click(screen.getByTestId('profile-kids'));
    const range = screen.getByTestId('profile-age-range') as HTMLSelectElement;
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(describedText(range)).toBe('Age range is mandatory');
    expect(document.activeElement).toBe(range);
    expect(sent(net, 'POST')).toEqual([]);

    fireEvent.change(range, { target: { value: '5-8' } });
    expect(describedText(range)).toBe('');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('created'));
    expect(JSON.parse(sent(net, 'POST')[0]?.body ?? '{}')).toMatchObject({
      name: 'Mira',
      kids: true,
      agerange: '5-8',
      rating: 'U/A 7+',
    });
  });

  it('§5 a refused save focuses the first bad field in screen order and keeps what was chosen', () => {
    const { net } = setup({ kidsMode: false });
    fireEvent.click(screen.getByTestId('profile-kids'));
    fireEvent.click(screen.getByTestId('profile-save'));
    const name = screen.getByTestId('profile-name');
    expect(document.activeElement).toBe(name);
    expect(describedText(name)).toBe('Name Required');
    expect(describedText(screen.getByTestId('profile-age-range'))).toBe('Age range is mandatory');
    expect((screen.getByTestId('profile-kids') as HTMLInputElement).checked).toBe(true);
    expect(sent(net, 'POST')).toEqual([]);
  });

  it('§5 with the kids-mode feature on, a kids profile may be saved without an age range', async () => {
    const { net, onDone } = setup({ kidsMode: true });
    fireEvent.change(screen.getByTestId('profile-name'), { target: { value: 'Mira' } });
    fireEvent.click(screen.getByTestId('profile-kids'));
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('created'));
    expect(JSON.parse(sent(net, 'POST')[0]?.body ?? '{}')).not.toHaveProperty('agerange');
  });

  it('§2 the picture comes from a gallery of radio buttons: named, the current one checked, the choice saved', async () => {
    const { net, onDone } = setup({ kidsMode: true, profile: KIDS });
    const gallery = screen.getByRole('group', { name: 'Choose a picture' });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(AVATARS.length);
    expect(gallery.contains(radios[0] as Node)).toBe(true);
    expect(radios.map((r) => r.checked)).toEqual(AVATARS.map((_, i) => i === 1));
    expect(screen.getByRole('radio', { name: 'Moon' }).getAttribute('data-testid')).toBe(
      'profile-avatar-moon',
    );
    // Every picture is a small SVG the repo ships, not an address to fetch.
    for (const a of AVATARS) expect(a.url).toMatch(/^data:image\/svg\+xml,/);

    fireEvent.click(screen.getByRole('radio', { name: 'Star' }));
    expect((screen.getByRole('radio', { name: 'Star' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Moon' }) as HTMLInputElement).checked).toBe(false);
    const preview = screen.getByTestId('profile-editor').querySelector('.profile-avatar img');
    expect(preview?.getAttribute('src')).toBe(AVATARS.find((a) => a.id === 'star')?.url);
    // Upload stays, as the second way.
    expect(screen.getByLabelText('Or upload your own (PNG or JPEG)')).toBeTruthy();

    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('saved'));
    expect(JSON.parse(sent(net, 'PATCH')[0]?.body ?? '{}')).toEqual({
      avatar: AVATARS.find((a) => a.id === 'star')?.url,
    });
  });
});

describe('the delete step (SPEC §2 profiles)', () => {
  it('starts at its heading; a later render (busy) leaves the focus where the user moved it', () => {
    const props = { name: 'Omar', onCancel: () => {}, onConfirm: () => {} };
    const view = renderInApp(<ProfileDeleteConfirm {...props} busy={false} />, { services: makeServices() });
    expect(document.activeElement?.tagName).toBe('H2');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    view.rerender(<ProfileDeleteConfirm {...props} busy />);
    expect(document.activeElement).toBe(cancel);
  });
});

// The ready-made profile pictures: small SVGs written here, kept on the profile as data URLs (the contract's avatar
// is any image address), so they need no host and look the same on every device.
import { defineMessages, type MessageDescriptor } from 'react-intl';

const NAMES = defineMessages({
  sun: { id: 'profiles.avatar.sun', defaultMessage: 'Sun' },
  moon: { id: 'profiles.avatar.moon', defaultMessage: 'Moon' },
  star: { id: 'profiles.avatar.star', defaultMessage: 'Star' },
  heart: { id: 'profiles.avatar.heart', defaultMessage: 'Heart' },
  leaf: { id: 'profiles.avatar.leaf', defaultMessage: 'Leaf' },
  cloud: { id: 'profiles.avatar.cloud', defaultMessage: 'Cloud' },
  flower: { id: 'profiles.avatar.flower', defaultMessage: 'Flower' },
  wave: { id: 'profiles.avatar.wave', defaultMessage: 'Wave' },
});

type AvatarId = keyof typeof NAMES;

const RAYS = [0, 45, 90, 135, 180, 225, 270, 315]
  .map((a) => `<rect x="30" y="10" width="4" height="9" rx="2" transform="rotate(${a} 32 32)"/>`)
  .join('');
const PETALS = [0, 72, 144, 216, 288]
  .map((a) => `<circle cx="32" cy="20" r="8" transform="rotate(${a} 32 32)"/>`)
  .join('');

/** Background colour and white drawing of each picture (64×64). */
const DRAWINGS: Record<AvatarId, [string, string]> = {
  sun: ['#d9822b', `<circle cx="32" cy="32" r="10"/>${RAYS}`],
  moon: ['#394b8a', '<path d="M38 14a18 18 0 1 0 12 30A15 15 0 0 1 38 14z"/>'],
  star: [
    '#7a4fb5',
    '<path d="M32 12l5.9 12.6 13.8 1.6-10.2 9.4 2.7 13.6L32 42.4l-12.2 6.8 2.7-13.6-10.2-9.4 13.8-1.6z"/>',
  ],
  heart: ['#c2416b', '<path d="M32 50S14 39 14 26a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 13-18 24-18 24z"/>'],
  leaf: ['#2f8a4c', '<path d="M16 48C16 26 30 16 50 14c0 22-12 34-30 34l14-16-16 16z"/>'],
  cloud: ['#2f7fb5', '<path d="M22 44a9 9 0 0 1-1-18 12 12 0 0 1 23-2 9 9 0 0 1 0 20z"/>'],
  flower: ['#b5862f', `${PETALS}<circle cx="32" cy="32" r="6" fill="#b5862f"/>`],
  wave: [
    '#1f8a8a',
    '<path d="M10 38c6-8 12-8 18 0s12 8 18 0 8-6 8-6v10c-6 8-12 8-18 0s-12-8-18 0-8 6-8 6z"/>',
  ],
};

const svg = ([bg, drawing]: [string, string]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${bg}"/><g fill="#fff">${drawing}</g></svg>`;

export interface GalleryAvatar {
  id: AvatarId;
  name: MessageDescriptor;
  url: string;
}

export const AVATARS: readonly GalleryAvatar[] = (Object.keys(DRAWINGS) as AvatarId[]).map((id) => ({
  id,
  name: NAMES[id],
  url: `data:image/svg+xml,${encodeURIComponent(svg(DRAWINGS[id]))}`,
}));

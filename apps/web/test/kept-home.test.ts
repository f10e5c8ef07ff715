// Home's kept copy (src/kept-home.ts): drawn only under the identity it was taken under, at Home; a change of who is
// watching drops it (nothing personal outlives a log-out; a kids profile never sees the adult Home).
import type { HomeSnapshot } from '@ott/app/start';
import { describe, expect, it } from 'vitest';
import { keptHome } from '../src/kept-home';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

const home: HomeSnapshot = {
  path: '/ar',
  lang: 'ar',
  dir: 'rtl',
  headerHeight: 64,
  rails: [
    {
      title: 'Movies',
      headHeight: 32,
      layout: 'PORTRAIT',
      cards: [{ title: 'A', image: 'https://x/a.png' }],
    },
  ],
};

describe('kept copy of Home', () => {
  it('is drawn at / or its own Home path, under the identity it was taken under only', () => {
    const kept = keptHome(memoryStorage());
    kept.identity('1001/1001-p1/all/pc:-/ar');
    kept.save('1001/1001-p1/all/pc:-/ar', home);
    expect(kept.current('/')).toEqual(home);
    expect(kept.current('/ar/')).toEqual(home);
    expect(kept.current('/search')).toBeNull();
    // A save under an identity that is no longer the current one is not kept.
    kept.save('visitor/-/all/pc:-/ar', { ...home, lang: 'en' });
    expect(kept.current('/')?.lang).toBe('ar');
  });

  it('a change of who is watching drops it; coming back does not bring it back', () => {
    const storage = memoryStorage();
    const kept = keptHome(storage);
    kept.identity('1001/1001-p1/all/pc:-/en');
    kept.save('1001/1001-p1/all/pc:-/en', home);
    kept.identity('visitor/-/all/pc:-/en');
    expect(kept.current('/')).toBeNull();
    kept.identity('1001/1001-p1/all/pc:-/en');
    expect(kept.current('/')).toBeNull();
    expect(storage.getItem('startupSnapshot')).not.toContain('Movies');
  });

  it('an unreadable copy is ignored', () => {
    const storage = memoryStorage();
    storage.setItem('startupSnapshot', '{not json');
    expect(keptHome(storage).current('/')).toBeNull();
  });
});

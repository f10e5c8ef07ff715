// The catalogue in two parts (the JS for `/` must not grow): the first page loads the messages its own
// modules name; every lazy chunk waits for the rest of its language's messages before it renders.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPageMessageIds, MESSAGE_ID_PATTERN } from '../tooling/vite-plugins';

const calls: string[] = [];
const pending = new Map<string, () => void>();
vi.mock('@ott/i18n', () => ({
  loadMessages: async (lang: string) => {
    calls.push(`first:${lang}`);
    return { [`${lang}.first`]: 'f' };
  },
  loadRestMessages: (lang: string) => {
    calls.push(`rest:${lang}`);
    return new Promise((resolve) => pending.set(lang, () => resolve({ [`${lang}.rest`]: 'r' })));
  },
}));

const { messagesFor, onMoreMessages, resetMessagesForTests, withMessages } = await import('../src/messages');
const here = path.dirname(fileURLToPath(import.meta.url));

beforeEach(() => {
  resetMessagesForTests();
  calls.length = 0;
  pending.clear();
});

describe('loading the catalogue in two parts', () => {
  it('the first page asks only for the first part', async () => {
    expect(await messagesFor('ar')).toEqual({ 'ar.first': 'f' });
    expect(calls).toEqual(['first:ar']);
  });

  it('a lazy chunk resolves only once the rest of the page language has arrived, and the app is told first', async () => {
    await messagesFor('ml');
    const told: string[] = [];
    onMoreMessages((lang, m) => told.push(`${lang}:${Object.keys(m).sort().join(',')}`));
    let done = false;
    const load = withMessages(async () => ({ default: 'Screen' }));
    const chunk = load().then((m) => {
      done = true;
      return m;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false); // the chunk is there, its messages are not
    pending.get('ml')?.();
    expect(await chunk).toEqual({ default: 'Screen' });
    expect(told).toEqual(['ml:ml.first,ml.rest']);
  });

  it('after a lazy chunk, a language change loads the whole catalogue of the new language', async () => {
    await messagesFor('en');
    const load = withMessages(async () => 1);
    const first = load();
    pending.get('en')?.();
    await first;
    const ar = messagesFor('ar');
    await vi.waitFor(() => expect(pending.has('ar')).toBe(true));
    pending.get('ar')?.();
    expect(await ar).toEqual({ 'ar.first': 'f', 'ar.rest': 'r' });
  });

  it('every lazy() of the app waits for its messages (withMessages, or withChunkTimeout which calls it)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = path.join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f) && !/\.test\./.test(f)) files.push(p);
      }
    };
    walk(path.join(here, '../src'));
    const bare: string[] = [];
    let seen = 0;
    for (const f of files) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\blazy\(([^)(]*)/g)) {
        seen++;
        if (!/^(withMessages|withChunkTimeout)$/.test((m[1] ?? '').trim()))
          bare.push(`${path.relative(here, f)}: lazy(${m[1]}`);
      }
    }
    expect(seen).toBeGreaterThan(4);
    expect(bare).toEqual([]);
    expect(readFileSync(path.join(here, '../src/screens.ts'), 'utf8')).toMatch(/withMessages\(load\)\(\)/);
  });
});

describe('which messages the first page holds (build plugin)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ott-msg-'));
  const file = (name: string, text: string) => {
    const p = path.join(dir, name);
    writeFileSync(p, text);
    return p;
  };
  const main = file('main.ts', "import './a';\nconst later = () => import('./lazy');\nt('nav.home');");
  const a = file('a.tsx', '<FormattedMessage id="rail.more" />; intl.formatMessage({ id: `error.6201` })');
  const lazy = file('lazy.tsx', "t('profiles.title'); t('nav.home')");
  const graph = {
    getModuleIds: () => [main, a, lazy][Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: id === main ? [a] : [] }),
  };
  const catalogue = ['nav.home', 'rail.more', 'error.6201', 'profiles.title', 'unused.one'];

  it('holds the ids its statically imported modules name, not those only a lazy chunk names', () => {
    expect([...firstPageMessageIds(graph, ['/main.ts'], catalogue)].sort()).toEqual([
      'error.6201',
      'nav.home',
      'rail.more',
    ]);
  });

  it('stops the build when an entry of the first page is not in the graph', () => {
    expect(() => firstPageMessageIds(graph, ['/main.ts', '/mount.ts'], catalogue)).toThrow(/mount\.ts/);
  });

  it('every id of the catalogue has the shape the plugin looks for (else it could never reach the first page)', () => {
    const en = JSON.parse(readFileSync(path.join(here, '../../i18n/lang/en.json'), 'utf8')) as object;
    const odd = Object.keys(en).filter((k) => !new RegExp(`^${MESSAGE_ID_PATTERN}$`).test(k));
    expect(Object.keys(en).length).toBeGreaterThan(100);
    expect(odd).toEqual([]);
  });
});

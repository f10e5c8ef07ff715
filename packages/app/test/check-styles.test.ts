// The style checker of `npm run lint` (scripts/check-styles.ts): what it lets through and what it stops.
import { describe, expect, it } from 'vitest';
import { checkStyles, definedClasses } from '../../../scripts/check-styles';

const owners = {
  'packages/app/src/tokens.css': [],
  'base.css': ['btn', 'field'],
  'account.css': ['account'],
  'profiles.css': ['profile'],
};
const tokens = {
  file: 'packages/app/src/tokens.css',
  text: ':root { --color-danger: #ff6b6b; --space-2: 8px; }',
};
const check = (css: Record<string, string>, tsx: Record<string, string> = {}) =>
  checkStyles(
    [tokens, ...Object.entries(css).map(([file, text]) => ({ file, text }))],
    Object.entries(tsx).map(([file, text]) => ({ file, text })),
    owners,
  ).map((p) => `${p.file}: ${p.message}`);

describe('check-styles', () => {
  it('counts the classes up to the file’s own element: modifiers and parts inside it are scoped', () => {
    expect(definedClasses('.account-status.ok', ['account'])).toEqual(['account-status']);
    expect(definedClasses('.account-form .field label', ['account'])).toEqual(['account-form']);
    expect(definedClasses('.btn.danger, [dir="rtl"] .field:not(.x)', ['account'])).toEqual([
      'btn',
      'danger',
      'field',
    ]);
  });

  it('passes scoped styles that use tokens', () => {
    expect(
      check({
        'base.css': '.btn { color: var(--color-danger); padding: var(--space-2) 6px; }',
        'account.css':
          '.account-form .btn.ghost { border: 0; }\n@media (max-width: 9px) { .account-tab.on { gap: 0; } }',
      }),
    ).toEqual([]);
  });

  it('stops a class styled outside its file, twice, and colours and spacing written out', () => {
    expect(
      check(
        {
          'base.css': '.btn { color: #fff; }',
          'profiles.css':
            '.btn.danger { background: rgba(0, 0, 0, 0.5); margin: 8px; color: var(--missing); }',
        },
        { 'A.tsx': '<p style={{ color: "red", inlineSize: 2 }} />' },
      ),
    ).toEqual([
      'base.css: colour #fff outside tokens.css: use a --color-… token',
      'profiles.css: .btn in ".btn.danger" is not this file\'s (profile): it is base.css\'s',
      'profiles.css: .danger in ".btn.danger" is not this file\'s (profile)',
      'profiles.css: colour rgba( outside tokens.css: use a --color-… token',
      'profiles.css: margin: 8px is var(--space-2)',
      'base.css, profiles.css: .btn is styled in 2 files',
      'profiles.css: --missing is not defined in any stylesheet',
      'A.tsx: colour red in a style prop: use a --color-… token',
    ]);
  });
});

// Styles stay scoped: each class is styled in the one stylesheet that owns it (its prefix), colours and the spacing
// scale live in tokens.css only (CSS values and TSX style props) and every var(--x) names a defined property.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Each stylesheet and the class prefixes it owns: `p` owns the class `p` and every `p-…` class. */
export const OWNERS: Record<string, readonly string[]> = {
  'packages/app/src/tokens.css': [],
  'packages/app/src/styles.css': [],
  'packages/app/src/base.css': [
    'btn',
    'page',
    'field',
    'link-button',
    'nowrap',
    'provider-text',
    'visually-hidden',
    'skip-link',
    'muted',
    'empty',
    'inline-error',
    'chips',
    'chip',
    'list',
    'stream-handoff',
    'box',
  ],
  'packages/app/src/components/Dialog.css': ['dialog'],
  'packages/app/src/components/Footer.css': ['footer'],
  'packages/app/src/components/Layout.css': ['header', 'brand', 'nav', 'icon-button'],
  'packages/app/src/components/LikeButtons.css': ['like', 'likes', 'thumb'],
  'packages/app/src/components/Loader.css': ['fullscreen-loader', 'spinner', 'snackbar'],
  'packages/app/src/components/PosterCard.css': ['card', 'skeleton'],
  'packages/app/src/components/ProfileMenu.css': ['usermenu'],
  'packages/app/src/components/Rail.css': ['rail', 'grid', 'chevron', 'see-all'],
  'packages/app/src/components/SubscribePopup.css': ['offer'],
  'packages/app/src/components/WatchProgress.css': ['progress'],
  'packages/app/src/components/UpdateBanner.css': ['update'],
  'packages/app/src/components/form-fields.css': ['form'],
  'packages/app/src/features/account/account.css': ['account'],
  'packages/app/src/features/auth/auth.css': ['auth'],
  'packages/app/src/features/commerce/commerce.css': ['commerce', 'plan', 'pay', 'coupon', 'price'],
  'packages/app/src/features/continue-watching/continue-watching.css': ['cw'],
  'packages/app/src/features/details/details.css': ['details'],
  'packages/app/src/features/downloads/downloads.css': ['downloads', 'download'],
  'packages/app/src/features/notifications/bell.css': ['bell'],
  'packages/app/src/features/notifications/notifications.css': ['notifications', 'notification'],
  'packages/app/src/features/pairing/pairing.css': ['pairing'],
  'packages/app/src/features/player/player.css': ['player'],
  'packages/app/src/features/player/controls/controls.css': ['pc'],
  'packages/app/src/features/profiles/profiles.css': ['profiles', 'profile', 'pin', 'parental'],
  'packages/app/src/features/search/search.css': ['search'],
  'packages/app/src/features/static-pages/static-pages.css': ['static-page'],
  'packages/app/src/features/support/support.css': ['support'],
  'packages/app/src/features/watchlist/watchlist.css': ['watchlist'],
  'packages/app/src/startup/startup-snapshot.css': ['startup-snapshot'],
  'apps/desktop/src/renderer/shell.css': [],
};

const NAMED_COLOURS =
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
  'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
  'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
  'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
  'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue ' +
  'lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
  'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
  'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered ' +
  'orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
  'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
  'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
  'whitesmoke yellow yellowgreen';
const COLOUR = new RegExp(
  `#[0-9a-f]{3,8}\\b|(?<![\\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(|(?<![\\w-])(?:${NAMED_COLOURS.split(' ').join('|')})(?![\\w-])`,
  'gi',
);
const TOKENS_FILE = 'packages/app/src/tokens.css';
/** The properties whose lengths come from the --space-… scale when the scale has them. */
const SPACING = /^(margin|padding|gap|row-gap|column-gap|inset)(-|$)/;

export interface Problem {
  file: string;
  line: number;
  message: string;
}

interface Rule {
  selector: string;
  line: number;
  declarations: { property: string; value: string; line: number }[];
}

/** The style rules of a stylesheet (inside @media and @supports too), comments and strings blanked. */
export function parseRules(css: string): Rule[] {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/"[^"\n]*"|'[^'\n]*'/g, (s) => `"${' '.repeat(s.length - 2)}"`);
  const rules: Rule[] = [];
  const lineAt = (i: number) => text.slice(0, i).split('\n').length;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === ';' || ch === '}') start = i + 1;
    if (ch !== '{') continue;
    const prelude = text.slice(start, i).trim();
    const preludeAt = start + (text.slice(start, i).length - text.slice(start, i).trimStart().length);
    start = i + 1;
    if (prelude.startsWith('@')) continue;
    const end = text.indexOf('}', i);
    const body = text.slice(i + 1, end);
    const declarations: Rule['declarations'] = [];
    let offset = i + 1;
    for (const part of body.split(';')) {
      const colon = part.indexOf(':');
      if (colon > 0) {
        const lead = part.length - part.trimStart().length;
        declarations.push({
          property: part.slice(0, colon).trim(),
          value: part.slice(colon + 1).trim(),
          line: lineAt(offset + lead),
        });
      }
      offset += part.length + 1;
    }
    const selector = css.slice(preludeAt, preludeAt + prelude.length).replace(/\s+/g, ' ');
    rules.push({ selector, line: lineAt(preludeAt), declarations });
    i = end;
    start = end + 1;
  }
  return rules;
}

function splitTopLevel(selector: string, at: (ch: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of selector) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (depth === 0 && at(ch)) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** The classes of a compound selector, leaving out those inside :not(), :has() and attribute selectors. */
function compoundClasses(compound: string): string[] {
  let flat = '';
  let depth = 0;
  for (const ch of compound) {
    if (ch === '(' || ch === '[') depth++;
    if (depth === 0) flat += ch;
    if (ch === ')' || ch === ']') depth--;
  }
  return [...flat.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
}

export const owns = (prefixes: readonly string[], name: string) =>
  prefixes.some((p) => name === p || name.startsWith(`${p}-`));

/**
 * The classes a selector styles on this file's behalf: read left to right, every class up to the first compound
 * holding one of the file's own classes. Past that compound a class is a modifier or a part within the file's own
 * element (`.account-form .field`), styled in that scope only.
 */
export function definedClasses(selector: string, prefixes: readonly string[]): string[] {
  const defined: string[] = [];
  for (const complex of splitTopLevel(selector, (ch) => ch === ',')) {
    for (const compound of splitTopLevel(complex, (ch) => /[\s>+~]/.test(ch))) {
      const classes = compoundClasses(compound);
      const own = classes.filter((c) => owns(prefixes, c));
      defined.push(...(own.length ? own : classes));
      if (own.length) break;
    }
  }
  return defined;
}

export function colourLiterals(value: string): string[] {
  return [...value.matchAll(COLOUR)].map((m) => m[0]);
}

/** The `style={{…}}` props of a TSX file, with their line. */
function styleProps(tsx: string): { text: string; line: number }[] {
  const props: { text: string; line: number }[] = [];
  for (const m of tsx.matchAll(/style=\{\{/g)) {
    let depth = 0;
    let i = m.index + 'style={'.length;
    const from = i;
    for (; i < tsx.length; i++) {
      if (tsx[i] === '{') depth++;
      if (tsx[i] === '}' && --depth === 0) break;
    }
    props.push({ text: tsx.slice(from, i + 1), line: tsx.slice(0, m.index).split('\n').length });
  }
  return props;
}

export interface Source {
  file: string;
  text: string;
}

export function checkStyles(stylesheets: Source[], tsx: Source[], owners = OWNERS): Problem[] {
  const problems: Problem[] = [];
  const definedIn = new Map<string, Set<string>>();
  const customProperties = new Set<string>();
  const uses: { file: string; line: number; name: string }[] = [];
  const spaces = new Map<string, string>();
  for (const rule of parseRules(stylesheets.find((s) => s.file === TOKENS_FILE)?.text ?? '')) {
    for (const { property, value } of rule.declarations) {
      if (property.startsWith('--space-')) spaces.set(value, property);
    }
  }
  for (const { file, text } of stylesheets) {
    const prefixes = owners[file];
    if (!prefixes) {
      problems.push({
        file,
        line: 1,
        message: 'stylesheet has no entry in OWNERS (scripts/check-styles.ts)',
      });
      continue;
    }
    for (const rule of parseRules(text)) {
      for (const name of definedClasses(rule.selector, prefixes)) {
        if (!definedIn.has(name)) definedIn.set(name, new Set());
        definedIn.get(name)?.add(file);
        if (!owns(prefixes, name)) {
          const owner = Object.keys(owners).find((f) => owns(owners[f] ?? [], name));
          problems.push({
            file,
            line: rule.line,
            message: `.${name} in "${rule.selector}" is not this file's (${prefixes.join(', ') || 'no classes'})${owner ? `: it is ${owner}'s` : ''}`,
          });
        }
      }
      for (const { property, value, line } of rule.declarations) {
        if (property.startsWith('--')) customProperties.add(property);
        for (const m of value.matchAll(/var\(\s*(--[\w-]+)/g))
          uses.push({ file, line, name: m[1] as string });
        if (file === TOKENS_FILE) continue;
        for (const colour of colourLiterals(value)) {
          problems.push({
            file,
            line,
            message: `colour ${colour} outside tokens.css: use a --color-… token`,
          });
        }
        if (!SPACING.test(property)) continue;
        for (const [length] of value.matchAll(/(?<![\w.-])\d+px\b/g)) {
          const token = spaces.get(length);
          if (token) problems.push({ file, line, message: `${property}: ${length} is var(${token})` });
        }
      }
    }
  }
  for (const [name, files] of definedIn) {
    if (files.size > 1) {
      problems.push({
        file: [...files].join(', '),
        line: 0,
        message: `.${name} is styled in ${files.size} files`,
      });
    }
  }
  for (const { file, line, name } of uses) {
    if (!customProperties.has(name))
      problems.push({ file, line, message: `${name} is not defined in any stylesheet` });
  }
  for (const { file, text } of tsx) {
    for (const prop of styleProps(text)) {
      for (const colour of colourLiterals(prop.text)) {
        problems.push({
          file,
          line: prop.line,
          message: `colour ${colour} in a style prop: use a --color-… token`,
        });
      }
    }
  }
  return problems;
}

const ROOTS = ['packages/app/src', 'apps/desktop/src', 'apps/web/src'];

function sources(root: string, ext: string): Source[] {
  return ROOTS.flatMap((dir) => {
    let names: string[];
    try {
      names = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return names
      .filter((n) => n.endsWith(ext))
      .map((n) => {
        const file = path.posix.join(dir, n.replaceAll('\\', '/'));
        return { file, text: readFileSync(path.join(root, file), 'utf8') };
      });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkStyles(sources(root, '.css'), sources(root, '.tsx'));
  for (const p of problems) console.error(`${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
  if (problems.length) {
    console.error(`check-styles: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('check-styles: every class in one stylesheet, colours in tokens.css');
}

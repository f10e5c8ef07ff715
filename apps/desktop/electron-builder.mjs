// electron-builder configuration (`npm run dist -w @ott/desktop`), read by scripts/dist.mjs and checked by
// test/builder-config.test.ts (electron-builder's own validation, the fuses). Environment (all optional: OTT_UPDATE_FEED_URL (https),
// OTT_ELECTRON_DIST, OTT_ECS_VERSION, CSC_*, APPLE_*, ELECTRON_OVERRIDE_DIST_PATH): apps/desktop/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const electronVersion = JSON.parse(
  readFileSync(path.join(here, 'package.json'), 'utf8'),
).devDependencies.electron.replace(/^[^\d]*/, '');

/** The fuses flipped in every packaged app (Electron's security checklist; test/builder-config.test.ts). */
export const FUSES = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  enableCookieEncryption: true,
  grantFileProtocolExtraPrivileges: false,
};

/** @param {Record<string, string | undefined>} env */
export function builderConfig(env = process.env) {
  // The packaged app downloads and installs what this feed serves: never over plain http.
  if (env.OTT_UPDATE_FEED_URL && !env.OTT_UPDATE_FEED_URL.startsWith('https://'))
    throw new Error(`OTT_UPDATE_FEED_URL must be an https URL (got ${env.OTT_UPDATE_FEED_URL})`);
  const ecs = env.OTT_ELECTRON_DIST === 'ecs';
  const hasAppleCreds = Boolean(env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID);
  /** @type {import('electron-builder').Configuration} */
  const config = {
    appId: 'com.ott.desktop',
    productName: 'OTT',
    copyright: 'Copyright © OTT',
    directories: { output: 'release', buildResources: 'resources' },
    // Only the built app: main, preload and renderer (scripts/build.mjs). Sources, tests and maps stay out.
    files: ['dist/main/**', 'dist/preload/**', 'dist/renderer/**', 'package.json', '!**/*.map'],
    asar: true,
    electronFuses: FUSES,
    ...(ecs
      ? {
          // castLabs' Electron for Content Security (Widevine); its binaries come from castLabs' releases.
          electronVersion: env.OTT_ECS_VERSION || `${electronVersion}+wvcus`,
          electronDownload: { mirror: 'https://github.com/castlabs/electron-releases/releases/download/v' },
        }
      : { electronVersion }),
    ...(env.ELECTRON_OVERRIDE_DIST_PATH ? { electronDist: env.ELECTRON_OVERRIDE_DIST_PATH } : {}),
    protocols: [{ name: 'OTT link', schemes: ['ott'] }],
    fileAssociations: [],
    ...(env.OTT_UPDATE_FEED_URL ? { publish: [{ provider: 'generic', url: env.OTT_UPDATE_FEED_URL }] } : {}),
    extraMetadata: { main: 'dist/main/index.cjs' },
    mac: {
      target: [{ target: 'dmg', arch: ['universal'] }],
      category: 'public.app-category.entertainment',
      icon: 'resources/icons/icon.icns',
      hardenedRuntime: true,
      gatekeeperAssess: false,
      entitlements: 'resources/entitlements.mac.plist',
      entitlementsInherit: 'resources/entitlements.mac.plist',
      notarize: hasAppleCreds,
    },
    dmg: { sign: false },
    win: {
      target: [{ target: 'nsis', arch: ['x64', 'arm64'] }],
      icon: 'resources/icons/icon.ico',
    },
    nsis: {
      oneClick: true,
      perMachine: false,
      allowElevation: false,
      deleteAppDataOnUninstall: false,
      // electron-builder's own macros, not a JavaScript template.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: electron-builder expands ${…} itself
      artifactName: '${productName}-Setup-${version}.${ext}',
    },
    linux: {
      target: ['AppImage', 'deb'],
      category: 'AudioVideo',
      icon: 'resources/icons/png',
      maintainer: 'OTT <desktop@ott.example>',
      synopsis: 'Movies, series, kids and live TV',
    },
    deb: { depends: ['libnotify4', 'libxtst6', 'libnss3', 'libsecret-1-0'] },
  };
  return config;
}

export default builderConfig();

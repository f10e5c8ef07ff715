// The packaging configuration (electron-builder.mjs): electron-builder's own validation, the fuses, the targets.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
// @ts-expect-error — a plain .mjs config without types
import defaultConfig, { builderConfig, FUSES } from '../electron-builder.mjs';

const require = createRequire(import.meta.url);
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const validate = (config: unknown) => validateConfiguration(config, new DebugLogger(false));
const here = path.resolve(import.meta.dirname, '..');

describe('electron-builder configuration', () => {
  it('passes electron-builder’s own configuration validation (stock, ECS, with a feed, with signing env)', async () => {
    await expect(validate(defaultConfig)).resolves.toBeUndefined();
    await expect(
      validate(
        builderConfig({
          OTT_ELECTRON_DIST: 'ecs',
          OTT_UPDATE_FEED_URL: 'https://updates.example/ott/',
          APPLE_ID: 'a',
          APPLE_APP_SPECIFIC_PASSWORD: 'b',
          APPLE_TEAM_ID: 'c',
          ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron',
        }),
      ),
    ).resolves.toBeUndefined();
  });

  it('the validation is real: a misspelt option is rejected', async () => {
    await expect(validate({ ...defaultConfig, nsis: { perMachin: false } })).rejects.toThrow(/configuration/);
  });

  it('flips every fuse the security checklist asks for (names from @electron/fuses)', () => {
    const required: Partial<Record<keyof typeof FuseV1Options, boolean>> = {
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      EnableCookieEncryption: true,
      GrantFileProtocolExtraPrivileges: false,
    };
    const builderKey = (fuse: string) => fuse[0]?.toLowerCase() + fuse.slice(1);
    for (const [fuse, value] of Object.entries(required)) {
      expect(fuse in FuseV1Options, `${fuse} is a fuse of @electron/fuses`).toBe(true);
      expect(defaultConfig.electronFuses?.[builderKey(fuse)], fuse).toBe(value);
    }
    expect(defaultConfig.electronFuses).toEqual(FUSES);
    expect(defaultConfig.asar).toBe(true); // OnlyLoadAppFromAsar needs the app in an asar
  });

  it('installs like any app: NSIS per-user, dmg universal with hardened runtime, AppImage + deb', () => {
    const c = defaultConfig;
    expect(c.appId).toBe('com.ott.desktop');
    expect(c.productName).toBe('OTT');
    expect(c.win.target).toEqual([expect.objectContaining({ target: 'nsis' })]);
    expect(c.nsis).toMatchObject({ perMachine: false, allowElevation: false });
    expect(c.mac.target).toEqual([{ target: 'dmg', arch: ['universal'] }]);
    expect(c.mac).toMatchObject({ hardenedRuntime: true, entitlements: 'resources/entitlements.mac.plist' });
    expect(c.linux.target).toEqual(['AppImage', 'deb']);
    expect(c.protocols).toEqual([{ name: 'OTT link', schemes: ['ott'] }]);
    expect(c.fileAssociations).toEqual([]);
    expect(c.files).not.toContain('src/**');
  });

  it('the entitlements grant JIT and network only (no camera, microphone, unsigned memory)', () => {
    const plist = readFileSync(path.join(here, 'resources/entitlements.mac.plist'), 'utf8');
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1]);
    expect(keys).toEqual(['com.apple.security.cs.allow-jit', 'com.apple.security.network.client']);
  });

  it('notarises only with the Apple secrets; the ECS build switches Electron to castLabs’ releases', () => {
    expect(builderConfig({}).mac.notarize).toBe(false);
    expect(
      builderConfig({ APPLE_ID: 'a', APPLE_APP_SPECIFIC_PASSWORD: 'b', APPLE_TEAM_ID: 'c' }).mac.notarize,
    ).toBe(true);
    const ecs = builderConfig({ OTT_ELECTRON_DIST: 'ecs' });
    expect(ecs.electronVersion).toMatch(/^\d+\.\d+\.\d+\+wvcus$/);
    expect(ecs.electronDownload.mirror).toContain('castlabs/electron-releases');
    expect(builderConfig({}).electronDownload).toBeUndefined();
    expect(builderConfig({}).publish).toBeUndefined();
    expect(builderConfig({ OTT_UPDATE_FEED_URL: 'https://u.example/' }).publish).toEqual([
      { provider: 'generic', url: 'https://u.example/' },
    ]);
  });

  it('refuses an update feed that is not https: a build never bakes in one a network attacker could serve', () => {
    for (const url of ['http://u.example/', 'file:///tmp/feed/', 'ftp://u.example/'])
      expect(() => builderConfig({ OTT_UPDATE_FEED_URL: url })).toThrow(/must be an https URL/);
  });
});

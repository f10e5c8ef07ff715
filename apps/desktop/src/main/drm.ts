// DRM. ClearKey works in stock Electron. Widevine needs Electron for Content Security (castLabs' build,
// `OTT_ELECTRON_DIST=ecs`, apps/desktop/README.md), whose `components` module installs the Widevine CDM: the window may
// load only after `components.whenReady()` settles, or the first licence request finds no key system.
import type { Components } from './electron-api';

export async function whenDrmReady(
  electron: { components?: Components },
  log: (line: string) => void,
): Promise<{ widevine: boolean }> {
  const components = electron.components;
  if (!components) {
    log('[ott] stock Electron: ClearKey only (Widevine needs the ECS build, apps/desktop/README.md)');
    return { widevine: false };
  }
  try {
    await components.whenReady();
    log(`[ott] Widevine components ready: ${JSON.stringify(components.status())}`);
    return { widevine: true };
  } catch (e) {
    log(`[ott] Widevine components failed: ${(e as Error).message}`);
    return { widevine: false };
  }
}

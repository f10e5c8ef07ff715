/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_CONFIG_URL?: string;
  readonly VITE_OTT_SECRET?: string;
  readonly VITE_SOCIAL_SDKS?: string;
  readonly VITE_ANALYTICS?: string;
}

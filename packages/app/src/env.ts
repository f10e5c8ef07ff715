// What a shell (web, desktop) tells the app about where it runs. Everything else comes from the provider config.
export interface AppEnv {
  /** URL of the remote provider config (SPEC §3, §4 start-up). */
  configUrl: string;
  /** The configured secret of device registration and email login (openapi/README.md, Encryption). */
  secret: string;
  /** SPEC §1 platform label: Web or MobWeb (the desktop shell says Web). */
  platform: 'Web' | 'MobWeb';
  /** The browser's storage (localStorage), injectable for tests. */
  storage?: Storage;
  now?: () => number;
  random?: () => number;
}

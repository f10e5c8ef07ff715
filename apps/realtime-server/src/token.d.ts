/** Types of `@ott/realtime-server/token` (CommonJS in ./token.js): an HS256 access token whose `auth.uid` is `uid`
 * and `auth.token.<claim>` each claim, the shape the real service gives custom-token claims. */
export declare function mintRealtimeToken(
  secret: string,
  input: { uid: string; claims?: Record<string, unknown>; lifetimeSec?: number; now?: number },
): string;

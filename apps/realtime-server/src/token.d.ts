/** Types of `@ott/realtime-server/token` (the implementation is CommonJS in ./token.js). */
/**
 * An HS256 access token for the realtime server: `auth.uid` = `uid`, `auth.token.<claim>` = each claim (the same
 * shape the real service gives custom-token claims).
 */
export declare function mintRealtimeToken(
  secret: string,
  input: { uid: string; claims?: Record<string, unknown>; lifetimeSec?: number; now?: number },
): string;

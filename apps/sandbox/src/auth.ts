// Tokens of the sandbox: device tokens (visitors), session + refresh tokens (subscribers). Opaque random strings
// kept in memory; session tokens expire after options.sessionLifetimeSec (short in test mode, SPEC §4 refresh).
import { randomBytes } from 'node:crypto';
import type { SandboxOptions } from './options';

/** Who is calling, from the security headers (SPEC §7). */
export interface Caller {
  deviceToken: string | null;
  deviceId: string | null;
  /** Set when a valid X-SESSION was sent. */
  session: { token: string; subscriberid: string; profileid: string } | null;
  refreshToken: string | null;
}

interface SessionRecord {
  subscriberid: string;
  profileid: string;
  expiresAt: number;
  refreshToken: string;
  /** One log-in: kept by every renewal, gone at log-out (the realtime tokens issued under it stop working). */
  login: string;
}

export class TokenStore {
  devices = new Map<string, { deviceId: string }>();
  sessions = new Map<string, SessionRecord>();
  refresh = new Map<string, { subscriberid: string; profileid: string; login: string }>();
  constructor(private readonly options: SandboxOptions) {}

  private token(prefix: string) {
    return `${prefix}.${randomBytes(18).toString('base64url')}`;
  }

  issueDevice(deviceId: string): string {
    const t = this.token('dt');
    this.devices.set(t, { deviceId });
    return t;
  }

  /** A session and refresh token pair for a subscriber and profile (a new log-in unless `login` is given). */
  issueSession(subscriberid: string, profileid: string, login = this.token('lg')) {
    const refreshToken = this.token('rt');
    const sessionToken = this.token('st');
    this.sessions.set(sessionToken, {
      subscriberid,
      profileid,
      refreshToken,
      login,
      expiresAt: this.options.now() + this.options.sessionLifetimeSec * 1000,
    });
    this.refresh.set(refreshToken, { subscriberid, profileid, login });
    return { sessionToken, refreshToken, expiresIn: this.options.sessionLifetimeSec };
  }

  /** Exchange a refresh token for a new pair; the old refresh token is spent. */
  renew(refreshToken: string) {
    const r = this.refresh.get(refreshToken);
    if (!r) return null;
    this.refresh.delete(refreshToken);
    for (const [t, s] of this.sessions) if (s.refreshToken === refreshToken) this.sessions.delete(t);
    return this.issueSession(r.subscriberid, r.profileid, r.login);
  }

  /** Whether a log-in still holds a session or a refresh token (its realtime tokens are honoured until then). */
  loginLive(login: string): boolean {
    for (const r of this.refresh.values()) if (r.login === login) return true;
    for (const s of this.sessions.values()) if (s.login === login) return true;
    return false;
  }

  endSession(sessionToken: string) {
    const s = this.sessions.get(sessionToken);
    if (s) this.refresh.delete(s.refreshToken);
    this.sessions.delete(sessionToken);
  }

  /** Switch the profile a session acts for (SPEC §7 PUT profile/{profileid}). */
  setProfile(sessionToken: string, profileid: string) {
    const s = this.sessions.get(sessionToken);
    if (s) s.profileid = profileid;
  }

  /**
   * The subscriber's session tokens run out now; the refresh tokens stay good (SPEC §4 HTTP 401, then renewal).
   * Returns how many sessions ran out.
   */
  expireSessionsOf(subscriberid: string): number {
    let n = 0;
    for (const s of this.sessions.values())
      if (s.subscriberid === subscriberid) {
        s.expiresAt = 0;
        n++;
      }
    return n;
  }

  endAllFor(subscriberid: string) {
    for (const [t, s] of this.sessions) if (s.subscriberid === subscriberid) this.endSession(t);
  }

  /** Who sent these headers. Unknown or expired tokens count as absent. */
  caller(headers: Headers): Caller {
    const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null;
    const x = headers.get('x-session');
    const s = x ? this.sessions.get(x) : undefined;
    const live = s && s.expiresAt > this.options.now() ? s : undefined;
    const device = bearer ? this.devices.get(bearer) : undefined;
    return {
      deviceToken: device ? bearer : null,
      deviceId: device?.deviceId ?? null,
      session: live && x ? { token: x, subscriberid: live.subscriberid, profileid: live.profileid } : null,
      refreshToken: bearer && this.refresh.has(bearer) ? bearer : null,
    };
  }

  reset() {
    this.devices.clear();
    this.sessions.clear();
    this.refresh.clear();
  }
}

/** SPEC §7: is the caller allowed by any of the operation's security schemes? An empty list is open. */
export function authorised(security: string[], c: Caller): boolean {
  if (security.length === 0) return true;
  return security.some(
    (s) =>
      (s === 'session' && c.session !== null) ||
      (s === 'deviceToken' && c.deviceToken !== null) ||
      (s === 'refreshToken' && c.refreshToken !== null),
  );
}

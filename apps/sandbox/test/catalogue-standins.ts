// Stand-ins for the accounts and commerce areas with the fixed seed identifiers (sandbox-common brief), installed only
// when the real area does not expose the field yet — once it lands, the catalogue and support tests run against it.
import type { Sandbox } from '../src/server';

export function installStandIns(sb: Sandbox, now: () => number) {
  const state = sb.state();
  const commerce = state.commerce as unknown as Record<string, unknown>;
  if (typeof commerce.entitlements !== 'function') {
    const seededAt = now();
    Object.assign(commerce, {
      entitlements: (sid: string) =>
        sid === '1001'
          ? {
              subscriptions: [
                {
                  planid: 'PLAN-MONTHLY-HD',
                  availabilityset: ['AV-PLAN-SD', 'AV-PLAN-HD'],
                  quality: 'HD',
                  status: 'active',
                },
              ],
              purchases: [
                { availabilityid: 'AV-PAID-1', objectid: 'MOV-005', expiresAt: null },
                { availabilityid: 'AV-RENT-1', objectid: 'MOV-006', expiresAt: seededAt + 48 * 3600_000 },
              ],
            }
          : { subscriptions: [], purchases: [] },
    });
  }
  const accounts = state.accounts as unknown as Record<string, unknown>;
  if (!(accounts.profiles instanceof Map)) {
    const p = (profileid: string, subscriberid: string, name: string, kids: boolean, rating: string | null) =>
      [
        profileid,
        { profileid, subscriberid, name, admin: profileid.endsWith('-p1'), kids, rating, pin: null },
      ] as const;
    Object.assign(accounts, {
      subscribers: new Map([
        ['1001', { subscriberid: '1001', name: 'Aisha Rahman' }],
        ['1002', { subscriberid: '1002', name: 'Farid Free' }],
      ]),
      parental: new Map([
        ['1001', { enabled: true, pin: '4321' }],
        ['1002', { enabled: false, pin: null }],
      ]),
      profiles: new Map([
        p('1001-p1', '1001', 'Aisha', false, null),
        p('1001-p2', '1001', 'Omar', false, 'U/A 16+'),
        p('1001-k1', '1001', 'Kids', true, 'U/A 7+'),
        p('1002-p1', '1002', 'Farid', false, null),
      ]),
    });
  }
}

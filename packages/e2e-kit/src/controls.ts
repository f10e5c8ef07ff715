// The sandbox's test controls (its /__sandbox/… routes, apps/sandbox/README.md): what journeys, component tests,
// benchmarks and screenshots change or read in the sandbox from outside, through one client.
export function sandboxControls(sandboxUrl: string) {
  const post = async (path: string, body?: unknown) => {
    const r = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!r.ok) throw new Error(`POST /__sandbox/${path} answered ${r.status}`);
    return r;
  };
  return {
    /** Back to the sample data. */
    reset: async () => void (await post('reset')),
    /** Ends the subscriber's sessions (`keepRefresh`: their refresh tokens stay valid). */
    expireSessions: async (subscriberid: string, keepRefresh = false) =>
      (await (
        await post(`sessions/expire?subscriberid=${subscriberid}${keepRefresh ? '&refresh=keep' : ''}`)
      ).json()) as { data: { ended: number } },
    /** Makes the parental-control call answer 500 (true) or answer again (false). */
    failParental: async (fail: boolean) => void (await post(`parental?fail=${fail}`)),
    /** A push token's topics and its open streams. */
    pushState: async (token: string) => {
      const r = await fetch(`${sandboxUrl}/__sandbox/push/topics?token=${token}`);
      if (!r.ok) throw new Error(`GET /__sandbox/push/topics answered ${r.status}`);
      return ((await r.json()) as { data: { topics: string[]; streams: number } }).data;
    },
    /** Sends a notification through the push channel: to whom it went and how many received it. */
    sendNotification: async (body: Record<string, string>) =>
      (
        (await (await post('notifications/send', body)).json()) as {
          data: { messageId: string; tokens: number; delivered: number };
        }
      ).data,
  };
}

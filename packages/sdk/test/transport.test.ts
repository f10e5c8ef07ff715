// The transport's own rules (SPEC §7 calls, §8 errors, §4 recovery): answers and failures are made here, and every
// request the transport sends is first checked against the contract by the Prism mocks of the test setup.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  ApiError,
  createTransport,
  findOperation,
  overridePath,
  PAYLOAD_NOT_FOUND,
  setTransport,
  type Tokens,
} from '../src';
import { getSubscriberDetails, loginSubscriber } from '../src/generated/hooks/sms';
import { contractChecked } from '../testing/stand-in';

type Handler = (req: Request) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(
  handler: Handler,
  tokens: Partial<Tokens> = {},
  extra: { recover?: () => Promise<void> } = {},
) {
  const t: Tokens = { deviceToken: 'dev-1', sessionToken: null, refreshToken: null, ...tokens };
  const seen: Request[] = [];
  const onLogout = vi.fn();
  const recover = vi.fn(extra.recover ?? (async () => {}));
  const answer = contractChecked(handler, (path) => path.replace('/subscriber/v9/', '/subscriber/v1/'));
  const transport = createTransport({
    baseUrl: (b) => `http://127.0.0.1:9/${b}/`,
    tokens: () => t,
    pathOverrides: () => ({ apiUtilities: { subscriberDetails: 'subscriber/v9' } }),
    recover,
    onLogout,
    fetch: async (input) => {
      const req = input as Request;
      seen.push(req.clone());
      return answer(req);
    },
  });
  setTransport(transport);
  return { transport, seen, tokens: t, onLogout, recover };
}

afterEach(() => setTransport(null));

describe('transport (SPEC §7 calls, §8 errors)', () => {
  it('§7 a visitor sends Authorization Bearer <device token>; base URL comes from the provider config', async () => {
    const { transport, seen } = setup(() => json(200, { success: 'st', refreshtoken: 'rt' }));
    await transport.sms.GET('/subscriberv2/v1/login', {
      params: { query: { logintype: 'Email', email: 'a@b.co' } },
    });
    expect(seen[0]?.url).toBe('http://127.0.0.1:9/sms/subscriberv2/v1/login?logintype=Email&email=a%40b.co');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer dev-1');
    expect(seen[0]?.headers.get('x-session')).toBeNull();
  });

  it('§7 a subscriber sends X-SESSION; apiUtilities prefix from the provider config rewrites the path (§3)', async () => {
    const { transport, seen } = setup(() => json(200, { data: { subscriberid: '1', profileid: 'p' } }), {
      sessionToken: 'sess-1',
    });
    const { data } = await transport.sms.GET('/subscriber/v1/subscriber');
    expect(data?.data.subscriberid).toBe('1');
    expect(seen[0]?.url).toBe('http://127.0.0.1:9/sms/subscriber/v9/subscriber');
    expect(seen[0]?.headers.get('x-session')).toBe('sess-1');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('generated hooks (orval mutators) go through the same transport', async () => {
    const { seen } = setup(() => json(200, { data: { subscriberid: '7', profileid: 'p7' } }), {
      sessionToken: 's',
    });
    const res = await getSubscriberDetails();
    expect(res.data.subscriberid).toBe('7');
    expect(seen[0]?.headers.get('x-session')).toBe('s');
    expect(seen[0]?.url).toContain('/sms/subscriber/v9/subscriber');
  });

  it('§8 "payload not found": a call that needs a body and has none is refused before anything is sent', async () => {
    const { transport, seen } = setup(() => json(200, {}));
    const call = transport.call('sms', '/subscriberv2/v1/device/register/ottdemo?hash=00', {
      method: 'POST',
    });
    await expect(call).rejects.toMatchObject({ reason: PAYLOAD_NOT_FOUND, statusCode: 0 });
    expect(seen).toHaveLength(0);
  });

  it('§8 a failed JSON response becomes an ApiError with statusCode, errorcode and reason', async () => {
    setup(() => json(400, { errorcode: 6110, reason: 'Invalid Credential' }));
    const err = await loginSubscriber({ logintype: 'Email' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ statusCode: 400, errorcode: 6110, reason: 'Invalid Credential' });
  });

  it('§8 a failed response that is not JSON throws the raw text', async () => {
    setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(loginSubscriber({ logintype: 'Email' })).rejects.toBe('<html>Bad gateway</html>');
  });

  it('§7 a 2xx body carrying errorcode/reason and no data is a failure', async () => {
    setup(() => json(200, { errorcode: 6001, reason: 'Subscriber not registered' }));
    await expect(loginSubscriber({ logintype: 'FB', fbToken: 'x' })).rejects.toMatchObject({
      statusCode: 200,
      errorcode: 6001,
    });
  });

  it('§8 401: many concurrent failures start exactly one recovery, and each request is retried once', async () => {
    let calls = 0;
    const ctx = setup(
      (req) => {
        calls++;
        return req.headers.get('x-session') === 'new'
          ? json(200, { data: { subscriberid: '1', profileid: 'p' } })
          : json(401, { errorcode: 401, reason: 'Unauthorized access' });
      },
      { sessionToken: 'old', refreshToken: 'rt' },
      {
        recover: async () => {
          await new Promise((r) => setTimeout(r, 20));
          ctx.tokens.sessionToken = 'new';
        },
      },
    );
    const results = await Promise.all(Array.from({ length: 12 }, () => getSubscriberDetails()));
    expect(results.every((r) => r.data.subscriberid === '1')).toBe(true);
    expect(ctx.recover).toHaveBeenCalledTimes(1);
    expect(ctx.recover).toHaveBeenCalledWith('subscriber');
    expect(calls).toBe(24); // 12 originals + 12 retries: nothing lost, nothing sent a third time
    expect(ctx.onLogout).not.toHaveBeenCalled();
  });

  it('§4 inFlight counts a request until its answer, the 401 retry included; failures and network errors too', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const seenInFlight: number[] = [];
    let offline = false;
    const ctx = setup(
      async (req) => {
        if (req.headers.get('x-session') === 'old')
          return json(401, { errorcode: 401, reason: 'Unauthorized access' });
        if (offline) throw new TypeError('Failed to fetch');
        await held;
        return json(200, { data: { subscriberid: '1', profileid: 'p' } });
      },
      { sessionToken: 'old', refreshToken: 'rt' },
      {
        recover: async () => {
          seenInFlight.push(ctx.transport.inFlight);
          ctx.tokens.sessionToken = 'new';
        },
      },
    );
    expect(ctx.transport.inFlight).toBe(0);
    const details = getSubscriberDetails();
    await vi.waitFor(() => expect(ctx.recover).toHaveBeenCalledTimes(1));
    // During the recovery and while the retry waits for its answer, the request still counts.
    expect(seenInFlight).toEqual([1]);
    await new Promise((r) => setTimeout(r, 10));
    expect(ctx.transport.inFlight).toBe(1);
    release();
    await details;
    expect(ctx.transport.inFlight).toBe(0);
    offline = true;
    await expect(getSubscriberDetails()).rejects.toThrow('Failed to fetch');
    expect(ctx.transport.inFlight).toBe(0);
  });

  it('§4 a 401 for a visitor recovers by registering again (kind "visitor")', async () => {
    const ctx = setup(
      (req) =>
        req.headers.get('authorization') === 'Bearer dev-2'
          ? json(200, { success: 's' })
          : json(401, { errorcode: 401, reason: 'x' }),
      {},
      {
        recover: async () => {
          ctx.tokens.deviceToken = 'dev-2';
        },
      },
    );
    await expect(loginSubscriber({ logintype: 'Email' })).resolves.toMatchObject({ success: 's' });
    expect(ctx.recover).toHaveBeenCalledWith('visitor');
  });

  it('§4 a failed recovery logs out once and every request fails with its 401', async () => {
    // The five 401s arrive together, while the one recovery is under way.
    let arrived = 0;
    let allArrived: () => void = () => {};
    const together = new Promise<void>((r) => {
      allArrived = r;
    });
    const ctx = setup(
      async () => {
        if (++arrived === 5) allArrived();
        await together;
        return json(401, { errorcode: 401, reason: 'Unauthorized access' });
      },
      { sessionToken: 'old' },
      {
        recover: async () => {
          throw new Error('refresh refused');
        },
      },
    );
    const all = await Promise.allSettled(Array.from({ length: 5 }, () => getSubscriberDetails()));
    expect(all.every((r) => r.status === 'rejected' && (r.reason as ApiError).statusCode === 401)).toBe(true);
    expect(ctx.recover).toHaveBeenCalledTimes(1);
    expect(ctx.onLogout).toHaveBeenCalledTimes(1);
  });

  it('a retried request that fails with 401 again is not recovered a second time', async () => {
    const ctx = setup(
      () => json(401, { errorcode: 401, reason: 'x' }),
      { sessionToken: 'a' },
      {
        recover: async () => {
          ctx.tokens.sessionToken = 'b';
        },
      },
    );
    await expect(getSubscriberDetails()).rejects.toMatchObject({ statusCode: 401 });
    expect(ctx.recover).toHaveBeenCalledTimes(1);
    expect(ctx.seen).toHaveLength(2);
  });

  it('a call with its own credentials (the refresh call) is never recovered', async () => {
    const ctx = setup(() => json(401, { errorcode: 401, reason: 'expired' }), { sessionToken: 's' });
    await expect(
      ctx.transport.sms.GET('/subscriberv2/v1/refreshtoken', { headers: { Authorization: 'Bearer rt' } }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(ctx.recover).not.toHaveBeenCalled();
    expect(ctx.seen[0]?.headers.get('authorization')).toBe('Bearer rt');
    expect(ctx.seen[0]?.headers.get('x-session')).toBeNull();
  });
});

describe('routing helpers', () => {
  it('finds the contract operation of a filled path', () => {
    expect(findOperation('sms', 'POST', '/subscriberv2/v1/device/register/abc')?.operationId).toBe(
      'registerDevice',
    );
    expect(findOperation('sms', 'GET', '/nope/nope/nope')).toBeUndefined();
  });
  it('§3 extrapath overrides replace the whole path; apiUtilities only the default prefix', () => {
    const op = findOperation('sms', 'GET', '/subscriber/v1/subscriber');
    expect(
      overridePath(op, '/subscriber/v1/subscriber', { apiUtilities: { subscriberDetails: '/custom/v2/' } }),
    ).toBe('/custom/v2/subscriber');
    expect(overridePath(op, '/subscriber/v1/subscriber', {})).toBe('/subscriber/v1/subscriber');
  });
});

describe('transport: a request that is never answered fails (no screen loads for good)', () => {
  /**
   * A back-end that accepts the request and answers only when told, or never; it sees the request's signal. Its
   * requests are checked against the contract once the test is over (its clock may be fake while it runs).
   */
  function hanging(extra: { timeoutMs?: number; uploadTimeoutMs?: number } = {}) {
    const signals: AbortSignal[] = [];
    const answers: ((r: Response) => void)[] = [];
    const check = contractChecked(() => json(200, {}));
    const sent: Request[] = [];
    onTestFinished(() => Promise.all(sent.map((r) => check(r))).then(() => {}));
    const transport = createTransport({
      baseUrl: (b) => `http://127.0.0.1:9/${b}/`,
      tokens: () => ({ deviceToken: 'dev-1', sessionToken: 'sess-1', refreshToken: null }),
      recover: async () => {},
      onLogout: () => {},
      ...extra,
      fetch: (input) => {
        const req = input as Request;
        sent.push(req.clone());
        signals.push(req.signal);
        return new Promise<Response>((resolve, reject) => {
          answers.push(resolve);
          if (req.signal.aborted) reject(req.signal.reason); // as fetch does
          req.signal.addEventListener('abort', () => reject(req.signal.reason), { once: true });
        });
      },
    });
    return { transport, signals, answers };
  }

  it('fails with a TimeoutError after timeoutMs and counts no request in flight', async () => {
    const { transport } = hanging({ timeoutMs: 60 });
    const started = Date.now();
    const err = await transport.cms.GET('/subscriber/v1/content', {}).catch((e: unknown) => e);
    expect((err as DOMException).name).toBe('TimeoutError');
    expect((err as DOMException).message).toMatch(/no answer within/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(transport.inFlight).toBe(0);
  });

  it('an answer in time stops the clock: the request is not aborted afterwards', async () => {
    // Fake time: the answer comes before the limit however busy the machine, and the limit then passes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { transport, signals, answers } = hanging({ timeoutMs: 60 });
      const pending = transport.cms.GET('/subscriber/v1/content', {});
      // (vi.waitFor would advance the fake clock while it polls.)
      while (answers.length === 0) await new Promise((r) => setImmediate(r));
      answers[0]?.(json(200, { data: [], totalcount: 0 }));
      expect((await pending).data?.totalcount).toBe(0);
      vi.advanceTimersByTime(120);
      expect(signals[0]?.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a call may ask for a shorter limit of its own (timeoutMs), e.g. start-up’s provider config', async () => {
    const { transport } = hanging({ timeoutMs: 60_000 });
    const err = await transport
      .call('config', '/config/provider.json', { timeoutMs: 40 })
      .catch((e: unknown) => e);
    expect((err as DOMException).name).toBe('TimeoutError');
    expect(transport.inFlight).toBe(0);
  });

  it('the caller’s own abort still cancels it at once', async () => {
    const { transport } = hanging({ timeoutMs: 60_000 });
    const controller = new AbortController();
    const pending = transport.cms
      .GET('/subscriber/v1/content', { signal: controller.signal })
      .catch((e) => e);
    controller.abort(new DOMException('left the screen', 'AbortError'));
    expect(((await pending) as DOMException).name).toBe('AbortError');
  });

  it('an upload (a body over 256 KiB) gets the longer uploadTimeoutMs', async () => {
    const { transport, signals, answers } = hanging({ timeoutMs: 40, uploadTimeoutMs: 60_000 });
    const big = new FormData();
    big.append('title', 'Video stops');
    big.append('category', 'PLAYBACK');
    big.append('comment', 'A screenshot is attached.');
    big.append('attachments', new Blob([new Uint8Array(300 * 1024)], { type: 'image/png' }), 'a.png');
    const upload = transport.call('crm', '/subscriber/v1/request', { method: 'POST', body: big });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(signals[0]?.aborted).toBe(false); // a small request would have failed by now
    answers[0]?.(json(200, { data: { ticketid: 't1' } }));
    expect(await upload).toEqual({ data: { ticketid: 't1' } });
  });
});

// The SDK from Node, without React: read the provider config, register the device, list titles, meet a typed error.
// node --import tsx packages/sdk/examples/node-client.ts [config URL]   (default: the sandbox of `npm start`; the
// mocks of `npm run start:mock`: http://127.0.0.1:4015/config/provider.json). packages/sdk/README.md explains it.
import { type Backend, createTransport, isApiError, registerDevice, type Tokens } from '@ott/sdk';

const configUrl = process.argv[2] ?? 'http://127.0.0.1:7000/config/provider.json';
// The provider's registration secret (openapi/README.md, Encryption); the sandbox's sample by default.
const secret = process.env.OTT_SECRET ?? 'sandbox-sample-secret';

const tokens: Tokens = { deviceToken: null, sessionToken: null, refreshToken: null };
const bases: Partial<Record<Backend, string>> = { config: new URL(configUrl).origin };
const transport = createTransport({
  baseUrl: (backend) => bases[backend] ?? new URL(configUrl).origin,
  tokens: () => tokens,
  recover: async () => {
    throw new Error('this example does not renew credentials');
  },
  onLogout: () => {},
});

// Each back-end is a typed client (openapi-fetch): paths, parameters and answers come from openapi/*.yaml.
const { data: config } = await transport.config.GET('/config/provider.json');
if (!config) throw new Error(`no provider config at ${configUrl}`);
const urls = config.providerDetails.baseURLs;
Object.assign(bases, { sms: urls.vSMS, cms: urls.vCMS, crm: urls.vCRM, charge: urls.vCHARGE });

const providerId = config.providerDetails.providerId;
const deviceid = String(1e15 + Math.floor(Math.random() * 9e15)); // 16 digits (SPEC §3)
const identity = {
  deviceid,
  devicetype: 'PC',
  deviceos: 'LINUX',
  providerid: providerId,
  timestamp: Date.now(),
  appversion: '1.0.0',
} as const;
tokens.deviceToken = (await registerDevice(transport, { providerId, secret, identity })).deviceToken;
console.log(`device ${deviceid} registered with ${providerId}`);

const { data: movies } = await transport.cms.GET('/subscriber/v1/content', {
  params: { query: { category: '["MOVIE"]', pagesize: 5 } },
});
for (const item of movies?.data ?? []) console.log(`${item.objectid}  ${item.title}`);

// A failure is an ApiError with the contract's error code. The `Prefer` header picks a named error example on a Prism
// mock (which otherwise answers success); the sandbox ignores it and refuses the plain-text password itself.
try {
  await transport.sms.GET('/subscriberv2/v1/login', {
    params: { query: { logintype: 'Email', email: 'admin@sandbox.test', password: 'Sandbox#123' } },
    headers: { Prefer: 'code=400, example=e6110InvalidCredential' },
  });
  console.log('log-in accepted?');
} catch (e) {
  if (!isApiError(e)) throw e;
  console.log(`log-in refused: ApiError ${e.errorcode} (${e.reason}, HTTP ${e.statusCode})`);
}

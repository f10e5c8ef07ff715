// The config host (openapi/config.yaml): the provider config (SPEC §3) pointing at this sandbox, the decking address,
// and the public JSON files. The provider config's screens, languages and features are the contract's own "sandbox"
// example (one source of truth for docs, mocks and the sandbox); only the URLs are this process's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contracts } from '../contracts';
import { sendPage } from '../http';
import type { ExtraRoute, HandlerMap, OperationId, SuccessBody } from '../types';

type Json = Record<string, unknown>;
const { docs } = contracts();

type PageContent = Omit<SuccessBody<'getStaticPage'>, 'page' | 'lang'>;
/** The provider's static pages (fixtures/pages.json), by language and page name. */
const PAGES = JSON.parse(
  readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/pages.json'),
    'utf8',
  ),
) as Record<string, Record<string, PageContent>>;

function firstExample<T>(path: string, name?: string): T {
  const op = ((docs.config.paths as Json)[path] as Json).get as Json;
  const media = (((op.responses as Json)['200'] as Json).content as Json)['application/json'] as Json;
  const examples = media.examples as Record<string, { value: unknown }>;
  const ex = name ? examples[name] : Object.values(examples)[0];
  if (!ex) throw new Error(`config.yaml: no example for ${path}`);
  return structuredClone(ex.value) as T;
}

type ProviderConfig = SuccessBody<'getProviderConfig'>;

function providerConfig(baseUrl: string, realtimeUrl: string, popularSearches?: string[]): ProviderConfig {
  const cfg = firstExample<ProviderConfig>('/config/provider.json', 'sandbox');
  cfg.providerDetails.baseURLs = {
    vSMS: `${baseUrl}/sms`,
    vCMS: `${baseUrl}/cms`,
    vCRM: `${baseUrl}/crm`,
    vCHARGE: `${baseUrl}/charge`,
    vDRM: `${baseUrl}/drm`,
  };
  cfg.realtime = { ...(cfg.realtime ?? {}), databaseURL: realtimeUrl };
  // The sample provider ids stay (the app offers the three buttons); the sandbox consent page answers the tokens.
  cfg.socialLogin = { ...(cfg.socialLogin ?? {}), consentURL: `${baseUrl}/social/consent` };
  // The sandbox push channel stands in for Firebase Cloud Messaging (handlers/push.ts).
  cfg.push = { channelURL: `${baseUrl}/__sandbox/push` };
  cfg.desktopApp = { downloadURL: `${baseUrl}/desktop-app` };
  if (popularSearches?.length) cfg.popularSearches = popularSearches;
  return cfg;
}

export const configHandlers = {
  getProviderConfig: (ctx) => {
    const catalogue = ctx.state.catalogue as { popularSearches?: string[] };
    return {
      status: 200,
      body: providerConfig(ctx.baseUrl, ctx.options.realtimeUrl, catalogue.popularSearches),
      headers: { 'cache-control': 'no-cache' },
    };
  },
  getDeckingAddress: (ctx) => ({
    status: 200,
    body: { url: `${ctx.baseUrl}/cms/subscriber/v1/deckingconfig` },
  }),
  listCountryCodes: () => ({ status: 200, body: firstExample('/public/country-codes.json') }),
  listLanguages: () => ({ status: 200, body: firstExample('/public/languages.json') }),
  getStaticPage: (ctx) => {
    const { lang = 'en', page = '' } = ctx.params;
    const byLang = PAGES[lang]?.[page] ? lang : 'en';
    const found = PAGES[byLang]?.[page];
    if (!found) return { status: 404, body: { errorcode: 4040, reason: 'Not found' } };
    return { status: 200, body: { page, lang: byLang, ...found } as SuccessBody<'getStaticPage'> };
  },
  lookupIp: (ctx) => {
    const body = firstExample<SuccessBody<'lookupIp'>>('/public/ip-lookup');
    return { status: 200, body: { ...body, ip: ctx.headers.get('x-forwarded-for') ?? '127.0.0.1' } };
  },
} satisfies Partial<HandlerMap<OperationId>>;

/** Where the provider config's `desktopApp.downloadURL` leads: the sandbox hosts no installer, it says how to get one. */
export const desktopAppPageRoute: ExtraRoute = {
  method: 'GET',
  path: /^\/desktop-app$/,
  handle(ctx) {
    sendPage(ctx.res, 200, {
      title: 'OTT for desktop (sandbox)',
      css: 'body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}code{background:#eee;padding:0 .2em}',
      body: `<main data-testid="desktop-app-page"><h1>OTT for desktop</h1>
<p>Windows, macOS and Linux, with downloads for offline viewing. The sandbox hosts no installer: build one from the
repository with <code>npm run dist -w @ott/desktop</code>, or run <code>npm run desktop</code>.</p></main>`,
    });
  },
};

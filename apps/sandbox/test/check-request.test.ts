// checkRequest: the sandbox's own request validators, as test stand-ins use them (SPEC §7 calls).
import { describe, expect, it } from 'vitest';
import { checkRequest } from '../src';

const get = (url: string) => new Request(url);

describe('checkRequest (§7 a stand-in refuses what the sandbox refuses)', () => {
  it('passes a request the contract allows', async () => {
    const url = 'http://cms.test/subscriber/v1/content?objectlanguage=ml&pagesize=10';
    expect(await checkRequest('cms', '/subscriber/v1/content', get(url))).toBeNull();
  });

  it('names the operation and the parameter the contract refuses', async () => {
    const url = 'http://cms.test/subscriber/v1/content?objectlanguage=l1';
    expect(await checkRequest('cms', '/subscriber/v1/content', get(url))).toMatch(
      /^listContent \(GET \/subscriber\/v1\/content\): Invalid request: \/query\/objectlanguage/,
    );
  });

  it('refuses a path or method no operation has, and a body of another media type', async () => {
    expect(await checkRequest('cms', '/nowhere', get('http://cms.test/nowhere'))).toBe(
      'no cms operation is GET /nowhere',
    );
    const form = new Request('http://sms.test/subscriberv2/v1/parentalcontrol', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin: '4321' }),
    });
    expect(await checkRequest('sms', '/subscriberv2/v1/parentalcontrol', form)).toMatch(
      /unsupported media type application\/json/,
    );
  });
});

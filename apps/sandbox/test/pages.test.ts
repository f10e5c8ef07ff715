// The provider's static pages (config host, getStaticPage; SPEC §2 static pages).
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers';

const t = useSandbox();

describe('static pages (§2)', () => {
  it('§2 a page in English, Arabic and Malayalam; a language without pages answers in English; an unknown page is refused', async () => {
    const en = await t.http('GET', '/public/pages/en/terms-of-use');
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ page: 'terms-of-use', lang: 'en', title: 'Terms of use' });
    const ar = await t.http('GET', '/public/pages/ar/privacy-policy');
    expect(ar.body).toMatchObject({ lang: 'ar', title: 'سياسة الخصوصية' });
    const ml = await t.http('GET', '/public/pages/ml/faq');
    expect(ml.body).toMatchObject({ page: 'faq', lang: 'ml', title: 'പതിവ് ചോദ്യങ്ങൾ' });
    const fr = await t.http('GET', '/public/pages/fr/faq');
    expect(fr.body).toMatchObject({ page: 'faq', lang: 'en' });
    expect((await t.http('GET', '/public/pages/en/careers')).status).toBe(400);
  });
});

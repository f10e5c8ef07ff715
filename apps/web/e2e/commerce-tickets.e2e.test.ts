// Support tickets (SPEC §1, §2 /viewTicket/:ticketId, §5 ticket rules): create a ticket with two
// screenshots, a duplicate refused, a comment, then close it. Feedback (§5 "feedback mandatory", §7 feedback call).
import { makePng } from '@ott/sandbox';
import { describe, expect, it } from 'vitest';
import { ADMIN, appUrl, loggedInPage, seriousA11yViolations, showsText, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

describe('support tickets', () => {
  it('§5 create a ticket with two screenshots → the same file again is refused → comment → close', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    await page.goto(`${appUrl()}/profile/tickets`);
    await page.getByTestId('ticket-new').click();
    const form = page.getByTestId('ticket-form');
    await form.waitFor();
    expect(await page.getByTestId('tickets-open').count()).toBe(0); // a step of its own: no list under the form
    // §5: the rules at their fields, and what was typed stays.
    await page.getByTestId('ticket-title').fill('x'.repeat(65));
    await page.getByTestId('ticket-submit').click();
    await showsText(page, 'ticket-title-error', 'Title should be maximum 64 characters');
    expect(await page.getByTestId('ticket-comment-error').textContent()).toBe('Comment Required');
    expect(await page.getByTestId('ticket-title').inputValue()).toHaveLength(65);
    await page.getByTestId('ticket-title').fill('Playback stops after a minute');
    await page.getByTestId('ticket-comment').fill('The Desert Falcon stops at 1:02 on Chrome.');
    await expect
      .poll(async () => page.getByTestId('ticket-category').locator('option').count())
      .toBeGreaterThan(1);
    await page.getByTestId('ticket-category').selectOption({ index: 1 });
    const a = { name: 'first.png', mimeType: 'image/png', buffer: Buffer.from(makePng(120, 90)) };
    const b = { name: 'second.png', mimeType: 'image/png', buffer: Buffer.from(makePng(96, 96)) };
    await page.getByTestId('ticket-files').setInputFiles([a, b]);
    await expect.poll(() => page.getByTestId('ticket-file').count()).toBe(2);
    expect(await page.getByTestId('ticket-file').first().textContent()).toMatch(/first\.png.*B/);
    await page.getByTestId('ticket-files').setInputFiles([a]);
    await showsText(page, 'ticket-files-error', 'Same file is already attached!');
    await page
      .getByTestId('ticket-files')
      .setInputFiles([{ name: 'tiny.png', mimeType: 'image/png', buffer: Buffer.from(makePng(20, 20)) }]);
    await showsText(page, 'ticket-files-error', 'Image resolution is too low');
    expect(await page.getByTestId('ticket-file').count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('ticket-submit').click();
    await form.waitFor({ state: 'detached', timeout: 15000 });
    const item = page.locator('[data-testid="ticket"]', { hasText: 'Playback stops after a minute' });
    await item.waitFor({ timeout: 15000 });
    await item.getByRole('link').click();
    const view = page.getByTestId('ticket-view');
    await view.waitFor();
    await expect.poll(() => page.getByTestId('ticket-attachment').count()).toBe(2);
    await page.getByTestId('ticket-reply').fill('It also happens on the second title.');
    await page.getByTestId('ticket-reply-send').click();
    await expect
      .poll(() => page.getByTestId('ticket-message').last().textContent(), { timeout: 15000 })
      .toContain('It also happens on the second title.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('ticket-close').click();
    await expect.poll(() => view.getAttribute('data-state'), { timeout: 15000 }).toBe('closed');
    await page.goto(`${appUrl()}/profile/tickets`);
    await page.getByTestId('tickets-closed').click();
    await page.locator('[data-testid="ticket"]', { hasText: 'Playback stops after a minute' }).waitFor();
  });

  it('§5 §7 a subscriber sends feedback from Help and support; an empty one shows "Feedback is mandatory" at the field', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    await page.goto(`${appUrl()}/profile/tickets`);
    const form = page.getByTestId('feedback-form');
    await form.waitFor({ timeout: 15000 });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/subscriber/v1/feedback')) sent.push(r.postData() ?? '');
    });
    // Empty: the §5 message at the field, announced through its description; nothing is sent.
    await page.getByTestId('feedback-rating-5').check();
    await page.getByTestId('feedback-submit').click();
    await showsText(page, 'feedback-text-error', 'Feedback is mandatory');
    const text = page.getByTestId('feedback-text');
    expect(await text.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Written and sent: the back-end answers with its id, the form confirms.
    await text.fill('Great Malayalam collection — കായൽപ്പാട്ട് was beautiful!');
    const answer = page.waitForResponse((r) => r.url().includes('/subscriber/v1/feedback'));
    await page.getByTestId('feedback-submit').click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { data: { feedbackid: string } }).data.feedbackid).toMatch(/^fb-/);
    await page.getByTestId('feedback-sent').waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ rating: 5 });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

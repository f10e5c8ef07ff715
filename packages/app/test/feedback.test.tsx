// The feedback form (SPEC §5 "feedback mandatory", §7 POST C subscriber/v1/feedback) — the message at the
// field, what was typed kept on a failed call, one call per press, a sent feedback confirmed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackForm } from '../src/features/support/FeedbackForm';
import { json, mockNetwork } from './player-harness';
import { makeServices, renderWithApp } from './realtime-harness';

describe('feedback form', () => {
  it('§5 an empty feedback shows "Feedback is mandatory" at the field (and a missing rating its own); nothing is sent', async () => {
    const net = mockNetwork(() => undefined, { subscriber: true });
    renderWithApp(<FeedbackForm />, makeServices());
    fireEvent.change(screen.getByTestId('feedback-text'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('feedback-text-error').textContent).toBe('Feedback is mandatory'),
    );
    const text = screen.getByTestId('feedback-text');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    // The message is tied to the field (announced with it).
    const described = text.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ')).toContain(screen.getByTestId('feedback-text-error').id);
    expect(screen.getByTestId('feedback-rating-error').textContent).toBe('Please choose a rating');
    expect(net.to('/subscriber/v1/feedback')).toHaveLength(0);
  });

  it('§7 a failed call keeps the text and the rating; one call per press; then sent and confirmed', async () => {
    let n = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const net = mockNetwork(
      async (url) => {
        if (!url.pathname.endsWith('/subscriber/v1/feedback')) return undefined;
        n += 1;
        if (n === 1) return json({ errorcode: 500, reason: 'Unknown error occurred' }, 500);
        await gate;
        return json({ data: { feedbackid: 'fb-1', received: '2026-11-25T10:00:00Z' } });
      },
      { subscriber: true },
    );
    renderWithApp(<FeedbackForm />, makeServices());
    fireEvent.click(screen.getByTestId('feedback-rating-4'));
    fireEvent.change(screen.getByTestId('feedback-text'), { target: { value: 'Love the Malayalam films' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(screen.getByTestId('feedback-error').textContent).not.toBe(''));
    expect((screen.getByTestId('feedback-text') as HTMLTextAreaElement).value).toBe(
      'Love the Malayalam films',
    );
    expect((screen.getByTestId('feedback-rating-4') as HTMLInputElement).checked).toBe(true);
    // Pressed three times while the second call is in flight: one call.
    const submit = screen.getByTestId('feedback-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    release();
    await screen.findByTestId('feedback-sent');
    const calls = net.to('/subscriber/v1/feedback', 'POST');
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({ rating: 4, feedback: 'Love the Malayalam films' });
  });
});

// The one submit sequence of the account forms (hooks/useFormSubmit): SPEC §5 messages at the field, the first bad
// field focused, one call per press, the refusal at its field or above the button.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallResult, useFormSubmit } from '../src/hooks/useFormSubmit';

afterEach(cleanup);

let api: ReturnType<typeof useFormSubmit<'a' | 'b'>>;
function Form() {
  const a = useRef<HTMLInputElement>(null);
  const b = useRef<HTMLInputElement>(null);
  api = useFormSubmit({ a, b });
  return (
    <form>
      <input ref={a} aria-label="a" />
      <input ref={b} aria-label="b" />
      <output data-testid="state">
        {JSON.stringify({ errors: api.errors, form: api.formError, busy: api.busy })}
      </output>
    </form>
  );
}
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('useFormSubmit (§5 messages at the field)', () => {
  it('§5 the first bad field in screen order gets the focus and nothing is sent', async () => {
    render(<Form />);
    const call = vi.fn(async (): Promise<CallResult> => ({ ok: true }));
    let r: unknown;
    await act(async () => {
      r = await api.submit(null, () => ({ a: null, b: 'validation.b' }), call);
    });
    expect(r).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(state().errors).toEqual({ a: null, b: 'validation.b' });
    expect(document.activeElement).toBe(screen.getByLabelText('b'));
  });

  it('one call per press: a second press while the first is in flight sends nothing', async () => {
    render(<Form />);
    let release: (v: CallResult) => void = () => {};
    const call = vi.fn(() => new Promise<CallResult>((r) => (release = r)));
    let first: Promise<unknown> = Promise.resolve();
    await act(async () => {
      first = api.submit(null, () => ({}), call);
    });
    expect(state().busy).toBe(true);
    let second: unknown;
    await act(async () => {
      second = await api.submit(null, () => ({}), call);
    });
    expect(second).toBeNull();
    await act(async () => {
      release({ ok: true });
      await first;
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(state().busy).toBe(false);
  });

  it('§8 a refusal shows at its field (focused) when the form has it, else above the button; a thrown call is a network error', async () => {
    render(<Form />);
    const fieldOf = (id: string) => (id === 'error.aa' ? 'a' : null);
    // The hook's default rule is the domain's; here the form says which refusal belongs to which field.
    let local: ReturnType<typeof useFormSubmit<'a' | 'b'>> | null = null;
    function Local() {
      const a = useRef<HTMLInputElement>(null);
      const b = useRef<HTMLInputElement>(null);
      local = useFormSubmit({ a, b }, fieldOf);
      return (
        <>
          <input ref={a} aria-label="la" />
          <input ref={b} aria-label="lb" />
          <span data-testid="local">{JSON.stringify({ e: local.errors, f: local.formError })}</span>
        </>
      );
    }
    render(<Local />);
    act(() => local?.refuse('error.aa'));
    expect(JSON.parse(screen.getByTestId('local').textContent ?? '')).toEqual({
      e: { a: 'error.aa' },
      f: null,
    });
    expect(document.activeElement).toBe(screen.getByLabelText('la'));
    act(() => local?.refuse('error.other'));
    expect(JSON.parse(screen.getByTestId('local').textContent ?? '').f).toBe('error.other');

    let r: unknown;
    await act(async () => {
      r = await api.submit(
        null,
        () => ({}),
        () => Promise.reject(new TypeError('Failed to fetch')),
      );
    });
    expect(r).toEqual({ ok: false, messageId: 'error.network' });
  });
});

// The one form kit (hooks/useFormSubmit `useForm`): the values it holds, SPEC §5 messages at the field, the first bad
// field focused, one call per press, the refusal at its field or above the button, nothing typed lost on a failure.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CallResult, type FieldErrors, useForm } from '../src/hooks/useFormSubmit';

type V = { a: string; b: string };
let api: ReturnType<typeof useForm<V>>;
function Form({
  check = () => ({}),
  fieldOf,
}: {
  check?: (v: V) => FieldErrors<'a' | 'b'>;
  fieldOf?: (id: string) => string | null;
}) {
  api = useForm({ a: 'start', b: '' }, check, fieldOf);
  const a = api.field('a');
  const b = api.field('b');
  return (
    <form>
      <input ref={a.inputRef} aria-label="a" value={a.value} onChange={(e) => a.onChange(e.target.value)} />
      <input ref={b.inputRef} aria-label="b" value={b.value} onChange={(e) => b.onChange(e.target.value)} />
      <output data-testid="state">
        {JSON.stringify({ values: api.values, errors: api.errors, form: api.formError, busy: api.busy })}
      </output>
    </form>
  );
}
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');
const ok = vi.fn(async (): Promise<CallResult> => ({ ok: true }));

describe('useForm (§5 messages at the field)', () => {
  it('holds the values: the starting ones, then what was typed, and hands them to the call', async () => {
    render(<Form />);
    expect(state().values).toEqual({ a: 'start', b: '' });
    fireEvent.change(screen.getByLabelText('b'), { target: { value: 'typed' } });
    expect(state().values).toEqual({ a: 'start', b: 'typed' });
    const call = vi.fn(async (_v: V): Promise<CallResult> => ({ ok: true }));
    await act(async () => {
      await api.submit(null, call);
    });
    expect(call).toHaveBeenCalledWith({ a: 'start', b: 'typed' });
  });

  it('§5 the first bad field in screen order gets the focus and nothing is sent; then messages follow the typing', async () => {
    render(<Form check={(v) => ({ a: null, b: v.b ? null : 'validation.b' })} />);
    let r: unknown;
    await act(async () => {
      r = await api.submit(null, ok);
    });
    expect(r).toBeNull();
    expect(ok).not.toHaveBeenCalled();
    expect(state().errors).toEqual({ a: null, b: 'validation.b' });
    expect(document.activeElement).toBe(screen.getByLabelText('b'));
    fireEvent.change(screen.getByLabelText('b'), { target: { value: 'x' } });
    expect(state().errors).toEqual({ a: null, b: null });
  });

  it('one call per press: a second press while the first is in flight sends nothing', async () => {
    render(<Form />);
    let release: (v: CallResult) => void = () => {};
    const call = vi.fn(() => new Promise<CallResult>((r) => (release = r)));
    let first: Promise<unknown> = Promise.resolve();
    await act(async () => {
      first = api.submit(null, call);
    });
    expect(state().busy).toBe(true);
    let second: unknown;
    await act(async () => {
      second = await api.submit(null, call);
    });
    expect(second).toBeNull();
    await act(async () => {
      release({ ok: true });
      await first;
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(state().busy).toBe(false);
  });

  it('§8 a refusal shows at its field (focused) when the form has it, else above the button; what was typed stays', async () => {
    render(<Form fieldOf={(id) => (id === 'error.aa' ? 'a' : null)} />);
    fireEvent.change(screen.getByLabelText('a'), { target: { value: 'mine' } });
    act(() => api.refuse('error.aa'));
    expect(state().errors).toEqual({ a: 'error.aa' });
    expect(state().form).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('a'));
    act(() => api.refuse('error.other'));
    expect(state().form).toBe('error.other');
    expect(state().values).toEqual({ a: 'mine', b: '' });
  });

  it('a thrown call is a network error, and the values stay as typed', async () => {
    render(<Form />);
    fireEvent.change(screen.getByLabelText('b'), { target: { value: 'kept' } });
    let r: unknown;
    await act(async () => {
      r = await api.submit(null, () => Promise.reject(new TypeError('Failed to fetch')));
    });
    expect(r).toEqual({ ok: false, messageId: 'error.network' });
    expect(state().values).toEqual({ a: 'start', b: 'kept' });
    expect(state().busy).toBe(false);
  });
});

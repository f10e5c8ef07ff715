// A form's values and its submit press, as every form of the app does it (SPEC §5 messages at the field): check, focus
// the first bad field, one call at a time (busy button; a second press does nothing), the refusal at its field or
// above the button. A failure never touches what was typed; after the first press messages follow the typing.
import { failureMessageId, type MessageId } from '@ott/domain';
import { fieldOfError } from '@ott/domain/signup';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';

export type CallResult = { ok: true } | { ok: false; messageId: string };
export type FieldErrors<F extends string> = Partial<Record<F, string | null | undefined>>;
export function useForm<V extends object>(
  /** The starting values, fields in screen order (the first bad one gets the focus). A field not yet typed in
   * follows these when they change (details that load, then split a number at its dial code). */
  initial: V,
  /** Each field's message id for these values (null = fine). */
  check: (values: V) => FieldErrors<keyof V & string> = () => ({}),
  /** Which field a refusal is about (default: the domain's sign-up rule, `fieldOfError`). */
  fieldOf: (messageId: MessageId) => string | null = fieldOfError,
) {
  type F = keyof V & string;
  const [typed, setTyped] = useState<Partial<V>>({});
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef({ initial, typed, check });
  latest.current.initial = initial;
  latest.current.check = check;
  const submitted = useRef(false);
  const inFlight = useRef(false);
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const refs = useRef<Partial<Record<F, (el: HTMLElement | null) => void>>>({});
  const fields = Object.keys(initial) as F[];
  const current = (): V => ({ ...latest.current.initial, ...latest.current.typed });
  const values = { ...initial, ...typed };

  /** The element of a field (its ref callback), for the focus. */
  function ref(name: F): (el: HTMLElement | null) => void {
    const made =
      refs.current[name] ??
      ((el: HTMLElement | null) => {
        elements.current[name] = el;
      });
    refs.current[name] = made;
    return made;
  }
  // The focus lands once the render that shows the message is committed: a field that render draws anew (a CAPTCHA
  // just asked for, PIN boxes emptied) has handed its element over by then.
  const focusNext = useRef<F | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each focus asked for
  useLayoutEffect(() => {
    const name = focusNext.current;
    focusNext.current = null;
    if (name) elements.current[name]?.focus();
  }, [focusTick]);
  const focus = (name: F) => {
    focusNext.current = name;
    setFocusTick((t) => t + 1);
  };

  /** After the first press, the messages follow the typing (a fixed field clears its message at once). `checkNow`
   * when the rule changed this very moment (a country code just chosen). */
  function recheck(checkNow: (values: V) => FieldErrors<F> = latest.current.check) {
    if (submitted.current) setErrors(checkNow(current()));
  }

  function setValues(patch: Partial<V>) {
    latest.current.typed = { ...latest.current.typed, ...patch };
    setTyped(latest.current.typed);
    recheck();
  }
  const set = <K extends F>(name: K, value: V[K]) => setValues({ [name]: value } as unknown as Partial<V>);

  /** The props of a field component: value, onChange, error (a message id) and the ref for the focus. */
  function field<K extends F>(name: K) {
    return {
      value: values[name],
      onChange: (v: V[K]) => set(name, v),
      error: errors[name],
      inputRef: ref(name),
    };
  }

  /**
   * One press: a call only when every field is fine. Resolves the call's answer (a thrown call answers its
   * failure's message, `error.network` when offline), or null when nothing was sent.
   */
  async function submit<R extends CallResult>(
    e: FormEvent | null,
    call: (values: V) => Promise<R>,
    /** `false` for the form's action that needs no field (closing a ticket): still one call at a time. */
    checked = true,
  ): Promise<R | { ok: false; messageId: string } | null> {
    e?.preventDefault();
    if (inFlight.current) return null;
    submitted.current ||= checked;
    setFormError(null);
    const now = current();
    const found: FieldErrors<F> = checked ? latest.current.check(now) : {};
    setErrors(found);
    const first = fields.find((k) => found[k]);
    if (first) {
      focus(first);
      return null;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      return await call(now).catch((err: unknown) => ({
        ok: false as const,
        messageId: failureMessageId(err),
      }));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** The back-end's refusal: at its field (focused) when this form has that field, else above the button. */
  function refuse(messageId: string, name = fieldOf(messageId as MessageId)) {
    if (name && (fields as string[]).includes(name)) {
      setErrors({ [name]: messageId } as FieldErrors<F>);
      focus(name as F);
    } else setFormError(messageId);
  }

  /** Back to the starting values, no messages (a form that succeeded and stays on screen). */
  function reset() {
    latest.current.typed = {};
    setTyped({});
    submitted.current = false;
    setErrors({});
    setFormError(null);
  }

  return {
    values,
    set,
    setValues,
    field,
    ref,
    focus,
    errors,
    setErrors,
    formError,
    setFormError,
    busy,
    submit,
    refuse,
    recheck,
    reset,
  };
}

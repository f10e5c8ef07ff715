// A form's submit press, as every account form does it (SPEC §5 messages at the field): check, focus the first bad field,
// one call at a time (busy button; a second press does nothing), the refusal at its field or above the button. What was
// typed is never touched; after the first press messages follow the typing (`recheck`).
import { fieldOfError } from '@ott/domain/signup';
import { type FormEvent, type RefObject, useRef, useState } from 'react';

export type CallResult = { ok: true } | { ok: false; messageId: string };
type FieldErrors<F extends string> = Partial<Record<F, string | null | undefined>>;

export function useFormSubmit<F extends string>(
  /** The form's fields in screen order: the first bad one gets the focus. */
  refs: Record<F, RefObject<HTMLElement | null>>,
  /** Which field a refusal is about (default: the domain's sign-up rule, `fieldOfError`). */
  fieldOf: (messageId: string) => string | null = fieldOfError,
) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const inFlight = useRef(false);
  const fields = Object.keys(refs) as F[];

  /**
   * One press: `check` answers each field's message (null = fine); a call only when all are fine. Resolves the
   * call's answer (a failed call is `error.network`), or null when nothing was sent.
   */
  async function submit<R extends CallResult>(
    e: FormEvent | null,
    check: () => FieldErrors<F>,
    call: () => Promise<R>,
  ): Promise<R | { ok: false; messageId: string } | null> {
    e?.preventDefault();
    if (inFlight.current) return null;
    setSubmitted(true);
    setFormError(null);
    const found = check();
    setErrors(found);
    const first = fields.find((k) => found[k]);
    if (first) {
      refs[first].current?.focus();
      return null;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      return await call().catch(() => ({ ok: false as const, messageId: 'error.network' }));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** The back-end's refusal: at its field (focused) when this form has that field, else above the button. */
  function refuse(messageId: string) {
    const field = fieldOf(messageId);
    if (field && (fields as string[]).includes(field)) {
      setErrors({ [field]: messageId } as FieldErrors<F>);
      refs[field as F].current?.focus();
    } else setFormError(messageId);
  }

  /** After the first press, the messages follow the typing (a fixed field clears its message at once). */
  function recheck(check: () => FieldErrors<F>) {
    if (submitted) setErrors(check());
  }

  return { errors, formError, setFormError, busy, submit, refuse, recheck };
}

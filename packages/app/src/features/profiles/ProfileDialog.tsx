// SPEC §1/§4 Profiles: the subscriber's profiles, one button each (kids badged); a PIN-protected profile asks for
// its 4-digit PIN (SPEC §5: digits only, auto-advance, back on empty — the domain's pinBoxFocus) before the switch.
// After a switch the session's profileid and kidsMode follow the profile, so the realtime hooks (likes, watchlist,
// continue-watching) re-subscribe for it; profile-dependent queries are invalidated by resource.
import {
  errorMessageId,
  PIN_LENGTH,
  pinBoxFocus,
  sanitiseDigits,
  validatePin,
  validateProfilePin,
} from '@ott/domain';
import { ApiError } from '@ott/sdk';
import { queryKeys, resourcePredicate } from '@ott/sdk/query-keys';
import type { Profile } from '@ott/sdk/hooks/sms';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';
import { useServices, useSession } from '../../context';
import './profiles.css';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; profiles: Profile[] }
  | { status: 'error'; messageId: string };

const BOXES = Array.from({ length: PIN_LENGTH }, (_, i) => i);

function PinForm({
  profile,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  profile: Profile;
  busy: boolean;
  error: string | null;
  onSubmit(pin: string): Promise<boolean>;
  onCancel(): void;
}) {
  const intl = useIntl();
  const ids = useId();
  const [digits, setDigits] = useState<string[]>(BOXES.map(() => ''));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => boxes.current[0]?.focus(), []);

  const setBox = (index: number, raw: string) => {
    const value = sanitiseDigits(raw, 1);
    setDigits((d) => d.map((v, i) => (i === index ? value : v)));
    setFieldError(null);
    const next = pinBoxFocus({ index, value, boxCount: PIN_LENGTH, maxLength: 1 });
    if (next !== index) boxes.current[next]?.focus();
  };
  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    // Backspace in an empty box goes back one box (SPEC §5 "go back on empty").
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault();
      setDigits((d) => d.map((v, i) => (i === index - 1 ? '' : v)));
      boxes.current[index - 1]?.focus();
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = sanitiseDigits(e.clipboardData.getData('text'), PIN_LENGTH);
    if (!pasted) return;
    e.preventDefault();
    setDigits(BOXES.map((i) => pasted[i] ?? ''));
    boxes.current[Math.min(pasted.length, PIN_LENGTH - 1)]?.focus();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const pin = digits.join('');
    const invalid = validateProfilePin(pin) ?? validatePin(pin);
    if (invalid) {
      setFieldError(invalid);
      boxes.current[Math.min(pin.length, PIN_LENGTH - 1)]?.focus();
      return;
    }
    const ok = await onSubmit(pin);
    if (!ok) {
      // A wrong PIN: empty the boxes and start again from the first (the error stays shown).
      setDigits(BOXES.map(() => ''));
      boxes.current[0]?.focus();
    }
  }

  const shown = fieldError ?? error;
  return (
    <form className="pin-form" noValidate onSubmit={(e) => void submit(e)} data-testid="profile-pin-form">
      <fieldset aria-describedby={shown ? `${ids}-error` : undefined}>
        <legend>
          <FormattedMessage
            id="profiles.pinPrompt"
            defaultMessage="Enter the PIN of {name}"
            values={{ name: profile.name }}
          />
        </legend>
        <div className="pin-boxes" dir="ltr">
          {BOXES.map((i) => (
            <input
              key={i}
              ref={(el) => {
                boxes.current[i] = el;
              }}
              className="pin-box"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={1}
              value={digits[i]}
              aria-label={intl.formatMessage(
                { id: 'profiles.pinDigit', defaultMessage: 'PIN digit {n} of {count}' },
                { n: i + 1, count: PIN_LENGTH },
              )}
              aria-invalid={Boolean(shown)}
              data-testid={`pin-box-${i}`}
              onChange={(e) => setBox(i, e.target.value)}
              onKeyDown={(e) => onKeyDown(i, e)}
              onPaste={onPaste}
            />
          ))}
        </div>
      </fieldset>
      <div id={`${ids}-error`} className="field-error" role="alert" data-testid="profile-pin-error">
        {shown && intl.formatMessage({ id: shown })}
      </div>
      <div className="pin-actions">
        <button type="button" className="btn ghost" onClick={onCancel}>
          <FormattedMessage id="profiles.back" defaultMessage="Back" />
        </button>
        <button type="submit" className="btn" aria-disabled={busy} data-testid="profile-pin-submit">
          <FormattedMessage id="profiles.continue" defaultMessage="Continue" />
        </button>
      </div>
    </form>
  );
}

export default function ProfileDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const { account } = useServices();
  const session = useSession();
  const queryClient = useQueryClient();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [pinFor, setPinFor] = useState<Profile | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // When the list arrives (or the PIN step is left), focus moves to the current profile, else the first.
  const showingList = load.status === 'ready' && !pinFor;
  useEffect(() => {
    if (!showingList || !list.current) return;
    const target =
      list.current.querySelector<HTMLElement>('[aria-current="true"]') ??
      list.current.querySelector<HTMLElement>('button');
    target?.focus();
  }, [showingList]);

  useEffect(() => {
    let live = true;
    account.profiles().then(
      (profiles) => live && setLoad({ status: 'ready', profiles }),
      (e: unknown) =>
        live &&
        setLoad({
          status: 'error',
          messageId: e instanceof ApiError ? errorMessageId(e, 'error.unknown') : 'error.network',
        }),
    );
    return () => {
      live = false;
    };
  }, [account]);

  async function select(profile: Profile, pin?: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    const result = await account
      .selectProfile(profile, pin)
      .catch(() => ({ ok: false as const, messageId: 'error.unknown' }));
    setBusy(false);
    if (!result.ok) {
      setError(result.messageId);
      return false;
    }
    // Rating and other per-profile answers change with the profile.
    void queryClient.invalidateQueries({ predicate: resourcePredicate(queryKeys.sms.profiles) });
    void queryClient.invalidateQueries({ predicate: resourcePredicate(queryKeys.sms.parental) });
    onClose();
    return true;
  }

  const choose = (profile: Profile) => {
    if (busy) return;
    if (profile.pinprotected) {
      setError(null);
      setPinFor(profile);
      return;
    }
    void select(profile);
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: 'profiles.title', defaultMessage: "Who's watching?" })}
      onClose={onClose}
      testId="profile-dialog"
    >
      {load.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="profiles.loading" defaultMessage="Loading profiles…" />
        </p>
      )}
      {load.status === 'error' && (
        <p role="alert" className="field-error">
          {intl.formatMessage({ id: load.messageId })}
        </p>
      )}
      {load.status === 'ready' && pinFor && (
        <PinForm
          profile={pinFor}
          busy={busy}
          error={error}
          onSubmit={(pin) => select(pinFor, pin)}
          onCancel={() => {
            setPinFor(null);
            setError(null);
          }}
        />
      )}
      {load.status === 'ready' && !pinFor && (
        <>
          <ul className="profile-list" ref={list}>
            {load.profiles.map((p) => {
              const current = p.profileid === session.profileid;
              return (
                <li key={p.profileid}>
                  <button
                    type="button"
                    className="profile-button"
                    data-testid={`profile-${p.profileid}`}
                    aria-current={current ? 'true' : undefined}
                    aria-disabled={busy}
                    onClick={() => choose(p)}
                  >
                    <span className="profile-avatar" aria-hidden="true">
                      {p.avatar ? <img src={p.avatar} alt="" width={64} height={64} /> : p.name.slice(0, 1)}
                    </span>
                    <span className="profile-name">{p.name}</span>
                    {p.kids && (
                      <span className="profile-badge kids" data-testid="kids-badge">
                        <FormattedMessage id="profiles.kids" defaultMessage="Kids" />
                      </span>
                    )}
                    {p.pinprotected && (
                      <span className="profile-badge">
                        <FormattedMessage id="profiles.locked" defaultMessage="PIN" />
                      </span>
                    )}
                    {current && (
                      <span className="profile-badge current">
                        <FormattedMessage id="profiles.current" defaultMessage="Current" />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="field-error" role="alert">
            {error && intl.formatMessage({ id: error })}
          </div>
        </>
      )}
    </Dialog>
  );
}

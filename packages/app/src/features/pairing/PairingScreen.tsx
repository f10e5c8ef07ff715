// TV pairing (SPEC §2 /pairing; /tv redirects here; the root opens it while the §3 pairing flag is set). Both
// directions: a visitor's browser is the TV — it shows a PIN with its 5-minute countdown and logs in once a
// subscriber enters it elsewhere; a subscriber enters the 6-digit code a TV shows (pairTvDevice, §5 code rules).
import {
  accountTabPath,
  failureMessageId,
  homePath,
  PAIRING_CODE_LENGTH,
  PAIRING_FLAG_KEY,
} from '@ott/domain';
import { formatCountdown } from '@ott/domain/commerce';
import { pinGroups } from '@ott/domain/pairing';
import { sanitiseDigits, validatePairingCode } from '@ott/domain/validation';
import { usePairTvDevice } from '@ott/sdk/hooks/sms';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useLoginDialog } from '../../hooks/useLoginDialog';
import { useServices, useSession } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import { useTvPin } from './useTvPin';
import './pairing.css';

/** This browser is the TV: show the PIN, count down, wait for the subscriber. */
function TvView({ lang, onHandover }: { lang: string | null; onHandover(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { openLogin, openProfiles } = useLoginDialog();
  const tv = useTvPin((needsProfile) => {
    navigate(homePath(lang), { replace: true });
    if (needsProfile) openProfiles();
  });
  const { state } = tv;
  // The session arrives: this view stays until the log-in completes (the page then becomes Home).
  useEffect(() => {
    if (state.status === 'paired') onHandover();
  }, [state.status, onHandover]);
  const heading = useStepHeading<HTMLHeadingElement>(state.status);
  const msg = (id: string) => intl.formatMessage({ id });
  return (
    <section className="page narrow pairing" data-testid="pairing-tv" data-state={state.status}>
      <h1 ref={heading} tabIndex={-1}>
        {state.status === 'expired' ? (
          <FormattedMessage id="pairing.tv.expiredTitle" defaultMessage="This code has expired" />
        ) : state.status === 'paired' ? (
          <FormattedMessage id="pairing.tv.pairedTitle" defaultMessage="Paired — logging you in" />
        ) : state.status === 'error' ? (
          <FormattedMessage id="pairing.tv.errorTitle" defaultMessage="No code right now" />
        ) : (
          <FormattedMessage id="pairing.tv.title" defaultMessage="Pair this TV" />
        )}
      </h1>
      {(state.status === 'issuing' || state.status === 'waiting') && (
        <>
          <ol className="pairing-steps">
            <li>
              <FormattedMessage
                id="pairing.tv.step1"
                defaultMessage="On your phone or computer, log in and open TV pairing (Account › My Devices › Pair a TV)."
              />
            </li>
            <li>
              <FormattedMessage id="pairing.tv.step2" defaultMessage="Enter the code below." />
            </li>
          </ol>
          {state.status === 'waiting' ? (
            <div className="pairing-pin-box">
              <p className="pairing-pin" dir="ltr" data-testid="pairing-pin" data-pin={state.pin}>
                <span aria-hidden="true">
                  {pinGroups(state.pin).map((g) => (
                    <span key={g}>{g}</span>
                  ))}
                </span>
                <span className="visually-hidden">
                  {intl.formatMessage(
                    { id: 'pairing.tv.pinLabel', defaultMessage: 'Your code: {digits}' },
                    { digits: [...state.pin].join(' ') },
                  )}
                </span>
              </p>
              <p className="pairing-countdown" role="timer" data-testid="pairing-countdown">
                <FormattedMessage
                  id="pairing.tv.expiresIn"
                  defaultMessage="The code expires in {time}"
                  values={{ time: <bdi dir="ltr">{formatCountdown(tv.secondsLeft)}</bdi> }}
                />
              </p>
              <p className="muted" role="status">
                <FormattedMessage
                  id="pairing.tv.waiting"
                  defaultMessage="Waiting for the code to be entered…"
                />
              </p>
            </div>
          ) : (
            <div
              className="pairing-pin-box"
              role="status"
              aria-busy="true"
              aria-label={intl.formatMessage({ id: 'pairing.tv.issuing', defaultMessage: 'Getting a code…' })}
            >
              <div className="skeleton skeleton-text" />
            </div>
          )}
        </>
      )}
      {state.status === 'expired' && (
        <p>
          <FormattedMessage
            id="pairing.tv.expired"
            defaultMessage="Codes are valid for 5 minutes. Get a new one and enter it on your phone or computer."
          />
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" data-testid="pairing-tv-error">
          {msg(state.messageId)}
        </p>
      )}
      {tv.adoptError && (
        <p role="alert" data-testid="pairing-tv-error">
          {msg(tv.adoptError)}
        </p>
      )}
      {state.status === 'paired' && !tv.adoptError && (
        <p role="status">
          <FormattedMessage id="pairing.tv.paired" defaultMessage="This TV is paired with your account." />
        </p>
      )}
      <div className="pairing-actions">
        {(state.status === 'expired' || state.status === 'error' || tv.adoptError) && (
          <button type="button" className="btn" data-testid="pairing-new-code" onClick={tv.newPin}>
            <FormattedMessage id="pairing.tv.newCode" defaultMessage="Get a new code" />
          </button>
        )}
        <button type="button" className="btn ghost" onClick={() => openLogin()}>
          <FormattedMessage id="pairing.tv.login" defaultMessage="Log in on this device instead" />
        </button>
        <button
          type="button"
          className="btn ghost"
          onClick={() => {
            tv.leave();
            navigate(homePath(lang));
          }}
        >
          <FormattedMessage id="pairing.tv.leave" defaultMessage="Not a TV? Go to Home" />
        </button>
      </div>
    </section>
  );
}

/** A subscriber pairs a TV: the 6-digit code the TV shows. */
function EnterCodeView({ lang }: { lang: string | null }) {
  const intl = useIntl();
  const ids = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [paired, setPaired] = useState<string | null>(null);
  const pair = usePairTvDevice();
  const input = useRef<HTMLInputElement>(null);
  const heading = useStepHeading<HTMLHeadingElement>(paired ? 'done' : 'form');
  const devicesPath = accountTabPath('devices', lang);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pair.isPending) return;
    setAlert(null);
    const found = validatePairingCode(code);
    setError(found);
    if (found) {
      input.current?.focus();
      return;
    }
    try {
      const r = await pair.mutateAsync({ data: { code } });
      setPaired(r.data.name ?? 'TV');
    } catch (err) {
      const messageId = failureMessageId(err);
      if (messageId === 'error.pairingCodeInvalid' || messageId.startsWith('validation.pairingCode')) {
        setError(messageId);
        input.current?.focus();
      } else setAlert(messageId);
    }
  }

  if (paired) {
    return (
      <section className="page narrow pairing" data-testid="pairing-done">
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage id="pairing.code.doneTitle" defaultMessage="Your TV is paired" />
        </h1>
        <p role="status">
          <FormattedMessage
            id="pairing.code.done"
            defaultMessage="{name} is now logged in to your account. You can sign it out any time in My Devices."
            values={{ name: <bdi>{paired}</bdi> }}
          />
        </p>
        <div className="pairing-actions">
          <button
            type="button"
            className="btn ghost"
            onClick={() => {
              setCode('');
              setPaired(null);
            }}
          >
            <FormattedMessage id="pairing.code.another" defaultMessage="Pair another TV" />
          </button>
          <Link className="btn ghost" to={devicesPath}>
            <FormattedMessage id="pairing.code.toDevices" defaultMessage="Go to My Devices" />
          </Link>
        </div>
      </section>
    );
  }
  const errorText = error ? intl.formatMessage({ id: error }) : '';
  return (
    <section className="page narrow pairing" data-testid="pairing-code">
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="pairing.code.title" defaultMessage="Pair a TV" />
      </h1>
      <p>
        <FormattedMessage
          id="pairing.code.intro"
          defaultMessage="Open the app on your TV and choose to pair it. Enter the 6-digit code it shows."
        />
      </p>
      <form className="pairing-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={pair.isPending}>
        <div className="field">
          <label htmlFor={`${ids}-code`}>
            <FormattedMessage id="pairing.code.label" defaultMessage="TV code" />
          </label>
          <input
            ref={input}
            id={`${ids}-code`}
            name="pairing-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={PAIRING_CODE_LENGTH}
            className="pairing-code-input"
            data-testid="pairing-code-input"
            value={code}
            aria-invalid={Boolean(error)}
            aria-describedby={`${ids}-code-error`}
            onChange={(e) => {
              setCode(sanitiseDigits(e.target.value, PAIRING_CODE_LENGTH));
              setError(null);
            }}
          />
          <span
            id={`${ids}-code-error`}
            className="field-error"
            aria-live="polite"
            data-testid="pairing-code-error"
          >
            {errorText}
          </span>
        </div>
        <button
          type="submit"
          className="btn"
          disabled={pair.isPending}
          aria-disabled={pair.isPending}
          data-testid="pairing-code-submit"
        >
          {pair.isPending ? (
            <FormattedMessage id="pairing.code.pairing" defaultMessage="Pairing…" />
          ) : (
            <FormattedMessage id="pairing.code.submit" defaultMessage="Pair TV" />
          )}
        </button>
        <p className="field-error" role="alert" data-testid="pairing-code-alert">
          {alert ? intl.formatMessage({ id: alert }) : ''}
        </p>
      </form>
    </section>
  );
}

export default function PairingScreen({ lang }: ScreenProps) {
  const intl = useIntl();
  const session = useSession();
  const { session: store } = useServices();
  const subscriber = isSubscriber(session);
  const [handover, setHandover] = useState(false);
  const onHandover = useCallback(() => setHandover(true), []);
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'pairing.documentTitle', defaultMessage: 'TV pairing' })} · OTT`;
  }, [intl]);
  // A subscriber is not a TV waiting for a code: the root goes Home again.
  useEffect(() => {
    if (subscriber) store.storage.remove(PAIRING_FLAG_KEY);
  }, [subscriber, store]);
  return subscriber && !handover ? (
    <EnterCodeView lang={lang} />
  ) : (
    <TvView lang={lang} onHandover={onHandover} />
  );
}

// TV pairing (SPEC §2 /pairing; /tv redirects here; the root opens it while the §3 pairing flag is set). Both
// directions: a visitor's browser is the TV — it shows a PIN with its 5-minute countdown and logs in once a
// subscriber enters it elsewhere; a subscriber enters the 6-digit code a TV shows (pairTvDevice, §5 code rules).

import { homePath, PAIRING_FLAG_KEY } from '@ott/domain';
import { formatClock } from '@ott/domain/format';
import { pinGroups } from '@ott/domain/pairing';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '../../components/FormFields';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoginDialog } from '../../hooks/useLoginDialog';
import { useServices, useSession } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import { EnterCodeView } from './EnterCodeView';
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
  // A code that could not be issued, or a pairing whose log-in failed.
  const failure = state.status === 'error' ? state.messageId : tv.adoptError;
  // The session arrives: this view stays until the log-in completes (the page then becomes Home).
  useEffect(() => {
    if (state.status === 'paired') onHandover();
  }, [state.status, onHandover]);
  const heading = useStepHeading<HTMLHeadingElement>(state.status);
  const msg = useMessage();
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
                  values={{ time: <bdi dir="ltr">{formatClock(tv.secondsLeft)}</bdi> }}
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
      {failure && (
        <p role="alert" data-testid="pairing-tv-error">
          {msg(failure)}
        </p>
      )}
      {state.status === 'paired' && !tv.adoptError && (
        <p role="status">
          <FormattedMessage id="pairing.tv.paired" defaultMessage="This TV is paired with your account." />
        </p>
      )}
      <div className="pairing-actions">
        {(state.status === 'expired' || failure) && (
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

export default function PairingScreen({ lang }: ScreenProps) {
  const intl = useIntl();
  const session = useSession();
  const { session: store } = useServices();
  const subscriber = isSubscriber(session);
  const [handover, setHandover] = useState(false);
  const onHandover = useCallback(() => setHandover(true), []);
  useDocumentTitle(intl.formatMessage({ id: 'pairing.documentTitle', defaultMessage: 'TV pairing' }));
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

// The TV side of pairing (SPEC §1, §7 POST device/pin): ask for a PIN, count its 5 minutes down, poll until a subscriber
// enters it, then adopt the session it hands over once (account.adoptSession) and clear the §3 pairing flag. Rules:
// the domain's tvPinReducer; this hook runs the calls and timers.
import { deviceOs, PAIRING_FLAG_KEY } from '@ott/domain';
import {
  INITIAL_TV_PIN_STATE,
  pairingFlagValue,
  pinSecondsLeft,
  TV_PIN_POLL_MS,
  tvPinReducer,
} from '@ott/domain/pairing';
import { ApiError } from '@ott/sdk';
import { requestTvPin } from '@ott/sdk/hooks/sms';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useServices } from '../../hooks/useServices';

const apiError = (e: unknown) => (e instanceof ApiError ? e : null);

export function useTvPin(onPaired: (needsProfile: boolean) => void) {
  const { account, session, now } = useServices();
  const [state, dispatch] = useReducer(tvPinReducer, INITIAL_TV_PIN_STATE);
  const [clock, setClock] = useState(now());
  const [adoptError, setAdoptError] = useState<string | null>(null);
  const paired = useRef(onPaired);
  paired.current = onPaired;

  // Issue a PIN (on open, and again when asked).
  useEffect(() => {
    if (state.status !== 'issuing') return;
    let live = true;
    requestTvPin({ deviceos: deviceOs(navigator.userAgent), devicename: 'TV (web browser)' }).then(
      (r) => {
        if (!live) return;
        const t = now();
        setClock(t);
        dispatch({ type: 'issued', pin: r.data.pin, expiresIn: r.data.expiresIn ?? null, now: t });
      },
      (e: unknown) => live && dispatch({ type: 'failed', error: apiError(e) }),
    );
    return () => {
      live = false;
    };
  }, [state.status, now]);

  // While a PIN is shown: the pairing flag is set (SPEC §2: the root opens the pairing view), the countdown ticks
  // every second and the back-end is asked every few seconds.
  const waitingPin = state.status === 'waiting' ? state.pin : null;
  const waitingUntil = state.status === 'waiting' ? state.expiresAt : null;
  useEffect(() => {
    if (waitingUntil !== null) session.storage.set(PAIRING_FLAG_KEY, pairingFlagValue(waitingUntil));
  }, [waitingUntil, session]);
  useEffect(() => {
    if (!waitingPin) return;
    const tick = setInterval(() => {
      const t = now();
      setClock(t);
      dispatch({ type: 'tick', now: t });
    }, 1000);
    let live = true;
    let inFlight = false;
    const poll = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      requestTvPin({ pin: waitingPin })
        .then(
          (r) => live && dispatch({ type: 'polled', now: now(), answer: r.data }),
          (e: unknown) => live && dispatch({ type: 'failed', error: apiError(e) }),
        )
        .finally(() => {
          inFlight = false;
        });
    }, TV_PIN_POLL_MS);
    return () => {
      live = false;
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [waitingPin, now]);

  // Paired: the session arrives once; log in with it like any log-in.
  const handedOver = state.status === 'paired' ? state.session : null;
  useEffect(() => {
    if (!handedOver) return;
    let live = true;
    session.storage.remove(PAIRING_FLAG_KEY);
    account
      .adoptSession({ sessionToken: handedOver.sessionToken, refreshToken: handedOver.refreshToken })
      .then((r) => {
        if (!live) return;
        if (r.ok) paired.current(r.needsProfile);
        else setAdoptError(String(r.messageId));
      });
    return () => {
      live = false;
    };
  }, [handedOver, account, session]);

  return {
    state,
    adoptError,
    secondsLeft: state.status === 'waiting' ? pinSecondsLeft(state.expiresAt, clock) : 0,
    newPin: () => {
      setAdoptError(null);
      dispatch({ type: 'issue' });
    },
    /** Leave TV mode: the root no longer opens the pairing view. */
    leave: () => session.storage.remove(PAIRING_FLAG_KEY),
  };
}

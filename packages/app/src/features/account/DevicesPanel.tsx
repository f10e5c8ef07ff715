// My Devices (SPEC §1 "manage devices", §7 GET device, PUT device/{deviceId}): this device marked (§3 random id);
// another signed out with updateDeviceStatus INACTIVE (ends its sessions), one by one or all others at once.
import { failureMessageId, STORAGE_KEYS } from '@ott/domain';
import { canSignOutDevice, orderDevices } from '@ott/domain/account-settings';
import { type Device, useListDevices, useUpdateDeviceStatus } from '@ott/sdk/hooks/sms';
import { queryKeys } from '@ott/sdk/query-keys';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CallFailed } from '../../components/CallState';
import { TextSkeleton } from '../../components/Loader';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import { useServices } from '../../hooks/useServices';

const TYPE_LABELS = defineMessages({
  PC: { id: 'devices.type.pc', defaultMessage: 'Computer' },
  TV: { id: 'devices.type.tv', defaultMessage: 'TV' },
  MOBILE: { id: 'devices.type.mobile', defaultMessage: 'Phone' },
  TABLET: { id: 'devices.type.tablet', defaultMessage: 'Tablet' },
  OTHER: { id: 'devices.type.other', defaultMessage: 'Device' },
});

const OS_LABELS: Record<string, string> = {
  WINDOWS: 'Windows',
  MACOS: 'macOS',
  LINUX: 'Linux',
  ANDROID: 'Android',
  IOS: 'iOS',
};

export default function DevicesPanel() {
  const intl = useIntl();
  const when = useDisplayDate();
  const { session } = useServices();
  const invalidate = useInvalidate();
  const to = useLangPath();
  const thisDevice = session.storage.get(STORAGE_KEYS.random);
  const list = useListDevices(undefined, { query: { staleTime: 0, retry: 1 } });
  const signOut = useUpdateDeviceStatus();
  const [pending, setPending] = useState<string | null>(null);
  const [result, setResult] = useState<{ deviceId: string; ok: boolean; messageId?: string } | null>(null);

  async function signOutDevice(device: Device) {
    if (pending) return;
    setPending(device.deviceId);
    setResult(null);
    try {
      await signOut.mutateAsync({ deviceId: device.deviceId, data: { status: 'INACTIVE' } });
      setResult({ deviceId: device.deviceId, ok: true });
      await invalidate(queryKeys.sms.devices);
    } catch (e) {
      setResult({
        deviceId: device.deviceId,
        ok: false,
        messageId: failureMessageId(e),
      });
    } finally {
      setPending(null);
    }
  }

  // The contract has no call that signs out every other device: "all others" is PUT device/{deviceId} INACTIVE for
  // each of them in turn, stopping at the first refusal (its row says why).
  async function signOutOthers(others: Device[]) {
    if (pending) return;
    setResult(null);
    for (const d of others) {
      setPending(d.deviceId);
      try {
        await signOut.mutateAsync({ deviceId: d.deviceId, data: { status: 'INACTIVE' } });
      } catch (e) {
        setResult({ deviceId: d.deviceId, ok: false, messageId: failureMessageId(e) });
        break;
      }
    }
    setPending(null);
    await invalidate(queryKeys.sms.devices);
  }
  /** The last use with its time zone ("27 NOV 2026, 9:30 PM GMT+4"): a device may be used far away. */
  const lastUsed = (at: string) => when.dateTime(at, { zone: true });

  if (list.isError) {
    return (
      <CallFailed
        className="account-card"
        heading="h2"
        testId="devices-error"
        title={<FormattedMessage id="devices.loadError" defaultMessage="Your devices could not be loaded" />}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.isPending) {
    return <TextSkeleton lines={['wide', 'wide']} />;
  }
  const devices = orderDevices(list.data.data, thisDevice);
  const others = devices.filter((d) => canSignOutDevice(d, thisDevice));
  const nameOf = (d: Device) =>
    d.name ?? intl.formatMessage(TYPE_LABELS[d.devicetype ?? 'OTHER'] ?? TYPE_LABELS.OTHER);
  return (
    <div data-testid="devices">
      <p>
        <Link className="btn" to={to('/pairing')} data-testid="devices-pair-tv">
          <FormattedMessage id="devices.pairTv" defaultMessage="Pair a TV" />
        </Link>
      </p>
      <p className="muted">
        <FormattedMessage
          id="devices.intro"
          defaultMessage="Devices where your account is used. Sign out a device you no longer use or do not recognise."
        />
      </p>
      {others.length > 0 && (
        <p>
          <button
            type="button"
            className="btn ghost"
            disabled={pending !== null}
            aria-disabled={pending !== null}
            data-testid="devices-signout-others"
            onClick={() => void signOutOthers(others)}
          >
            <FormattedMessage id="devices.signOutOthers" defaultMessage="Sign out of all other devices" />
          </button>
        </p>
      )}
      {devices.length === 0 ? (
        <p data-testid="devices-empty">
          <FormattedMessage id="devices.empty" defaultMessage="No devices yet." />
        </p>
      ) : (
        <ul
          className="account-devices"
          aria-label={intl.formatMessage({ id: 'devices.list', defaultMessage: 'Your devices' })}
        >
          {devices.map((d) => {
            const mine = d.deviceId === thisDevice;
            const active = d.status === 'ACTIVE';
            const rowResult = result?.deviceId === d.deviceId ? result : null;
            return (
              <li
                key={d.deviceId}
                className="account-device"
                data-testid={`device-${d.deviceId}`}
                data-status={d.status}
              >
                <div>
                  <h3>
                    <span dir="auto">{nameOf(d)}</span>
                    {mine && (
                      <span className="account-badge" data-testid="device-this">
                        <FormattedMessage id="devices.thisDevice" defaultMessage="This device" />
                      </span>
                    )}
                    {!active && (
                      <span className="account-badge off">
                        <FormattedMessage id="devices.signedOut" defaultMessage="Signed out" />
                      </span>
                    )}
                  </h3>
                  <p>
                    {intl.formatMessage(TYPE_LABELS[d.devicetype ?? 'OTHER'] ?? TYPE_LABELS.OTHER)}
                    {d.deviceos && OS_LABELS[d.deviceos] ? ` · ${OS_LABELS[d.deviceos]}` : ''}
                    {d.lastseen && (
                      <>
                        {' · '}
                        <FormattedMessage
                          id="devices.lastSeen"
                          defaultMessage="Last used {date}"
                          values={{ date: lastUsed(d.lastseen) }}
                        />
                      </>
                    )}
                  </p>
                  <span role="status" className={rowResult?.ok ? 'account-status ok' : 'account-alert'}>
                    {rowResult?.ok && (
                      <FormattedMessage
                        id="devices.signOutDone"
                        defaultMessage="This device has been signed out."
                      />
                    )}
                    {rowResult && !rowResult.ok && rowResult.messageId
                      ? intl.formatMessage({ id: rowResult.messageId })
                      : ''}
                  </span>
                </div>
                {canSignOutDevice(d, thisDevice) && (
                  <button
                    type="button"
                    className="btn ghost"
                    disabled={pending !== null}
                    aria-disabled={pending !== null}
                    data-testid={`device-signout-${d.deviceId}`}
                    onClick={() => void signOutDevice(d)}
                  >
                    {pending === d.deviceId ? (
                      <FormattedMessage id="devices.signingOut" defaultMessage="Signing out…" />
                    ) : (
                      <FormattedMessage
                        id="devices.signOut"
                        defaultMessage="Sign out<hidden> {name}</hidden>"
                        values={{
                          name: nameOf(d),
                          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                        }}
                      />
                    )}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

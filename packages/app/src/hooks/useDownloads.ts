// The platform's downloads for any feature: the service and its list, kept current. No service (the web)
// → downloads are not offered: `service` is null and the list empty.

import type { DownloadStatus } from '@ott/domain';
import { useSyncExternalStore } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DownloadItem, PlatformDownloads } from '../platform/types';
import { useServices } from './useServices';

const NONE: readonly DownloadItem[] = [];
const noSubscribe = () => () => {};
const noList = () => NONE;

export function useDownloads(): { service: PlatformDownloads | null; items: readonly DownloadItem[] } {
  const service = useServices().env.downloads ?? null;
  const items = useSyncExternalStore(
    service ? service.subscribe : noSubscribe,
    service ? service.list : noList,
    service ? service.list : noList,
  );
  return { service, items };
}

/** One title's download, if there is one. */
export function useDownload(id: string): { service: PlatformDownloads | null; item: DownloadItem | null } {
  const { service, items } = useDownloads();
  return { service, item: items.find((i) => i.id === id) ?? null };
}

/** What each download state is called (SPEC §3 states, plus done and failed), wherever a download shows. */
export const DOWNLOAD_STATE_LABEL: Record<DownloadStatus, MessageDescriptor> = defineMessages({
  queued: { id: 'downloads.state.queued', defaultMessage: 'Queued' },
  downloading: { id: 'downloads.state.downloading', defaultMessage: 'Downloading {percent}%' },
  paused: { id: 'downloads.state.paused', defaultMessage: 'Paused' },
  done: { id: 'downloads.state.done', defaultMessage: 'Downloaded' },
  failed: { id: 'downloads.state.failed', defaultMessage: 'Download failed' },
});

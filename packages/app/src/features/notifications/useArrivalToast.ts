// A push that arrives while someone browses is told in the snackbar (SPEC §2: bottom centre, 5 s, role=status), not
// only by the bell's count. The notifications stored before this page, or before a change of owner, are not news.
import { isolate } from '@ott/domain/format';
import { useEffect, useRef } from 'react';
import { defineMessage } from 'react-intl';
import { useSnackbar } from '../../components/Snackbar';
import type { NotificationsSnapshot } from '../../services/notifications';

const ARRIVED = defineMessage({ id: 'notifications.arrived', defaultMessage: 'New notification: {title}' });

export function useArrivalToast({ owner, items }: NotificationsSnapshot) {
  const snackbar = useSnackbar();
  const seen = useRef<{ owner: string; ids: Set<string> } | null>(null);
  useEffect(() => {
    const ids = new Set(items.map((n) => n.messageId));
    const before = seen.current;
    seen.current = { owner, ids };
    if (!before || before.owner !== owner) return;
    const arrived = items.find((n) => !n.isRead && !before.ids.has(n.messageId));
    if (arrived) snackbar(ARRIVED.id, { values: { title: isolate(arrived.title) } });
  }, [owner, items, snackbar]);
}

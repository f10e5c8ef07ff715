// The push handlers of the web shell's service worker (src/sw.ts; SPEC §7 Push, packages/app/src/services/push-fcm.ts),
// used when the provider config names FCM. Each message goes to every open tab (`ott-push`), which store it once (SPEC §3); with no
// tab visible a system notification shows too, and clicking it opens the notifications list.
self.addEventListener('push', (event) => {
  let body;
  try {
    body = event.data ? event.data.json() : null;
  } catch {
    return;
  }
  if (!body || typeof body !== 'object') return;
  const data = body.data && typeof body.data === 'object' ? body.data : {};
  const note = body.notification && typeof body.notification === 'object' ? body.notification : {};
  const payload = {
    ...data,
    messageId: data.messageId || body.fcmMessageId || body.messageId,
    gcmMessageId: body.fcmMessageId || data.gcmMessageId || null,
    title: data.title || note.title,
    message: data.message || note.body || '',
    imageURL: data.imageURL || note.image || null,
  };
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const tab of tabs) tab.postMessage({ type: 'ott-push', payload });
      if (payload.title && !tabs.some((t) => t.visibilityState === 'visible')) {
        await self.registration.showNotification(payload.title, {
          body: payload.message,
          ...(payload.imageURL ? { image: payload.imageURL } : {}),
          tag: payload.messageId,
        });
      }
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs[0];
      if (tab) {
        await tab.focus();
        if ('navigate' in tab) await tab.navigate(new URL('/notifications', self.location.origin).href);
      } else {
        await self.clients.openWindow('/notifications');
      }
    })(),
  );
});

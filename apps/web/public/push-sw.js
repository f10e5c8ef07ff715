// The web shell's push service worker (SPEC §7 Push; packages/app/src/platform/push-fcm.ts). Registered only when the
// provider config names Firebase Cloud Messaging (`push.firebase`): FCM's getToken subscribes this registration to the
// browser's push service. No library here: every push is read from the standard Push API event.
// - Each message's data is posted to every open tab of the app (`ott-push`); the tabs store it once (SPEC §3, dedupe
//   by message id) and keep the unread count in step.
// - When no tab is visible, a system notification is shown too; clicking it opens the notifications list, where the
//   message waits unread (the tabs that were open stored it; with no tab open, only the system notification exists).
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

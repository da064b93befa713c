// The inbox's service worker (scope /inbox/ only; docs/operations.md#push-to-the-owners-phone):
// it shows the push a lead's owner is sent (lib/server/push/owner-notice.ts: a title with the
// lead's first name, the university or service, the lead's page) and opens that page when the
// notification is tapped. It caches nothing: the inbox is personal data, never kept.

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data.json();
  } catch {
    message = { title: 'Leadwise inbox', body: 'Open the inbox', url: '/inbox/', tag: 'inbox' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/inbox/icon-192.png',
      badge: '/inbox/icon-192.png',
      data: { url: message.url },
      requireInteraction: true,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/inbox/', self.location.origin);
  // Only the inbox's own pages: a push cannot send the phone elsewhere.
  const target =
    url.origin === self.location.origin && url.pathname.startsWith('/inbox')
      ? url
      : new URL('/inbox/', self.location.origin);
  // The lead's page where it is open already, else a new window (the installed app's).
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});

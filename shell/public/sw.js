/* The site's service worker: browser notifications when a favourite goes live (Web Push). Plain script, served as is
   from the site's root so that its scope is the whole site; it caches nothing. The push carries who went live
   (services/api live-alerts); the notification is written here, in the browser's language. */
/* global self -- the service worker's global scope */
'use strict';

const TEXTS = {
  en: { title: (name) => `${name} is live now`, body: 'Tap to watch her show.' },
  ru: { title: (name) => `${name} сейчас в эфире`, body: 'Нажмите, чтобы смотреть её шоу.' },
};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || message.kind !== 'favourite-live' || typeof message.url !== 'string' || !message.url.startsWith('/live/')) return;
  const texts = /^ru\b/i.test(self.navigator.language || '') ? TEXTS.ru : TEXTS.en;
  const name = String(message.name || message.username || '').slice(0, 80);
  event.waitUntil(
    self.registration.showNotification(texts.title(name), {
      body: texts.body,
      icon: message.avatar || '/favicon.png',
      // a second alert about her replaces the first
      tag: `live-${message.performerId}`,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url.href) || windows.find((client) => 'navigate' in client);
      if (open) return open.focus().then((client) => (client.url === url.href ? client : client.navigate(url.href)));
      return self.clients.openWindow(url.href);
    }),
  );
});

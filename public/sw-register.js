// @ts-check
// Registers the offline service worker (dist/sw.js, made by src/integrations/offline.mjs) and
// offers a new version when one has been downloaded: "A new version of Etori is ready — Reload".
// The new worker waits until the reader presses Reload, so a page is never half old, half new.
(() => {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  // A page that was already controlled reloads once when a new version takes over (after the
  // reader pressed Reload here or in another tab); the very first install needs no reload.
  let controlled = Boolean(sw.controller);
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    location.reload();
  });

  /** @param {ServiceWorker | null} worker */
  function offer(worker) {
    if (!worker || !sw.controller || document.querySelector('.etori-update')) return;
    const box = document.createElement('div');
    box.className = 'etori-update not-content';
    box.setAttribute('role', 'status');
    document.body.append(box);
    const text = document.createElement('p');
    text.textContent = 'A new version of Etori is ready.';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Reload';
    button.addEventListener('click', () => {
      button.disabled = true;
      text.textContent = 'Loading the new version…';
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
    // Filled after the live region is in the page, so screen readers announce it.
    setTimeout(() => box.append(text, button), 50);
  }

  /** @param {ServiceWorkerRegistration} reg */
  function watch(reg) {
    offer(reg.waiting);
    reg.addEventListener('updatefound', () => {
      const next = reg.installing;
      next?.addEventListener('statechange', () => {
        if (next.state === 'installed') offer(next);
      });
    });
    // Look for a new version when the reader comes back to the tab.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reg.update().catch(() => {});
    });
  }

  addEventListener('load', () => {
    sw.register('/sw.js', { scope: '/' }).then(watch, () => {});
  });
})();

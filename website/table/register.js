// Registers the table page's service worker and says in the footer whether the page is kept for
// offline use. Only this page does this: the package's bundles never register a service worker.
const status = document.querySelector('#offline-status');
const say = (text) => {
  if (status) status.textContent = text;
};

if (!('serviceWorker' in navigator)) {
  say(
    window.isSecureContext
      ? 'This browser cannot keep the page for use without a network: it needs one on every visit.'
      : 'Served without HTTPS, the page cannot be kept for use without a network.',
  );
} else {
  if (!navigator.serviceWorker.controller)
    say('Keeping the page on this device for use without a network…');
  navigator.serviceWorker.ready.then(() =>
    say('Kept on this device: the page now opens without a network.'),
  );
  navigator.serviceWorker.register('sw.js').catch((error) => {
    // With no network the check for a newer version fails; the kept copy goes on working.
    if (navigator.serviceWorker.controller) return;
    console.warn(`The table page could not be kept for use without a network: ${error.message}`);
    say('The page could not be kept for use without a network: it needs one on every visit.');
  });
}

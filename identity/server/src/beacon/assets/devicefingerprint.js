/*
 * The device fingerprint frame (src/beacon/fingerprint-page.ts; spec §7 "Security image, device fingerprint",
 * design/authn-protocol.md "Fingerprint"). Loaded in a hidden iframe by a trusted origin's page (the page's
 * frame-ancestors allow only trusted origins). Protocol, JSON strings through postMessage:
 *   frame -> parent  {"type":"FingerprintServiceReady"}
 *   parent -> frame  {"type":"GetFingerprint"}
 *   frame -> parent  {"type":"FingerprintAvailable","fingerprint":"..."}
 * Only a message from the parent window is answered, and only to that message's origin. The fingerprint is a
 * random 128-bit identifier kept in this frame's storage (the browser keeps one per embedding site), never a
 * hash of the browser's characteristics: it identifies a browser that signed in, and nothing else about it.
 */
(function () {
  'use strict';
  var KEY = 'idp-device-fingerprint';

  function randomId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return (b < 16 ? '0' : '') + b.toString(16);
      })
      .join('');
  }

  function fingerprint() {
    try {
      var stored = window.localStorage.getItem(KEY);
      if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
      var fresh = randomId();
      window.localStorage.setItem(KEY, fresh);
      return fresh;
    } catch {
      // No storage in this frame (blocked third-party storage): a fingerprint for this page load only.
      return randomId();
    }
  }

  if (window.parent === window) return;
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || typeof event.data !== 'string') return;
    var message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!message || message.type !== 'GetFingerprint') return;
    var answer = JSON.stringify({ type: 'FingerprintAvailable', fingerprint: fingerprint() });
    window.parent.postMessage(answer, event.origin);
  });
  window.parent.postMessage(JSON.stringify({ type: 'FingerprintServiceReady' }), '*');
})();

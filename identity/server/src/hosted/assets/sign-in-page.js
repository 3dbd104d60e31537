/*
 * The IdP's hosted sign-in page (src/hosted/sign-in-page.ts). Served as a file, never inline, so the page's
 * Content-Security-Policy needs no 'unsafe-inline' or nonce. Reads its settings from the JSON data block
 * #sign-in-config, renders the widget (global OktaSignIn from the widget's IIFE build) and, once the user is
 * signed in, posts the one-time session token with the page's continuation fields to the continuation (the
 * original authorize request, or /login/default): a form post, so the token is never put in a URL.
 */
/* global OktaSignIn */
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('sign-in-config').textContent);
  var container = document.getElementById('sign-in-widget');

  function showUnavailable() {
    var note = document.createElement('p');
    note.className = 'hosted-note';
    note.setAttribute('role', 'alert');
    note.textContent = config.unavailable;
    container.replaceChildren(note);
  }

  function postForm(fields) {
    var form = document.createElement('form');
    form.method = 'post';
    form.action = config.next.action;
    form.hidden = true;
    fields.forEach(function (field) {
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = field[0];
      input.value = field[1];
      form.appendChild(input);
    });
    document.body.appendChild(form);
    form.submit();
  }

  function continueWith(sessionToken) {
    postForm(config.next.fields.concat([['sessionToken', sessionToken]]));
  }

  if (typeof OktaSignIn !== 'function') {
    showUnavailable();
    return;
  }
  var settings = { baseUrl: config.baseUrl, language: config.language };
  // The page's h1 names the brand; the widget's header shows the logo, with the brand name as its text alternative.
  if (config.logo) {
    settings.logo = config.logo;
    settings.logoText = config.brandName;
  }
  if (config.brandColor) settings.colors = { brand: config.brandColor };
  if (config.username) settings.username = config.username;
  // An emailed recovery link (/signin/reset-password/{token}, /signin/user-unlock/{token}) opens this page with
  // its token; the features follow the recovery policy (which channels, self-service unlock).
  if (config.recoveryToken) settings.recoveryToken = config.recoveryToken;
  if (config.features) settings.features = config.features;
  // /oauth2/v1/authorize asks for consent: the widget resumes that transaction; refusing tells /authorize, which
  // answers the application with access_denied.
  if (config.stateToken) settings.stateToken = config.stateToken;
  if (config.consentRefusal) {
    settings.consent = {
      cancel: function () {
        var refusal = config.consentRefusal;
        postForm(refusal.fields.concat([[refusal.field, config.stateToken]]));
      },
    };
  }
  var widget = new OktaSignIn(settings);
  widget.renderEl(
    { el: container },
    function (res) {
      // A step-up (the application needs a second factor) finishes through its own link back to /authorize.
      if (res && res.status === 'SUCCESS' && res.stepUp) res.stepUp.finish();
      else if (res && res.status === 'SUCCESS' && res.session && res.session.token)
        continueWith(res.session.token);
    },
    showUnavailable,
  );
})();

/**
 * A host page for the compatibility journey: serves @okta/okta-signin-widget 2.21.0 (which bundles okta-auth-js
 * 1.17.1) from http://localhost:3001, an origin the e2e IdP trusts, exactly as an existing Okta customer's page
 * would embed it. Started by playwright.config.ts; the page talks to our IdP at http://localhost:8080.
 * `/` signs in and redirects through /login/sessionCookieRedirect; `/tokens` (client `okta-compat`, registered by
 * playwright.config.ts) turns the sessionToken into an id token + access token with okta-auth-js's
 * getWithoutPrompt (hidden iframe, response_mode=okta_post_message) and writes their claims into the page.
 * `/discovery` is 2.21.0 with `idpDiscovery` on (webfinger, then its password page or the provider).
 * `/our-widget?features=a,b` embeds OUR widget instead, loaded from the IdP (`{IDP}/widget/2.21.0`), with the named
 * features on (securityImage, deviceFingerprinting, passwordlessAuth...): a trusted origin's page, as a customer's
 * would be; `&settings={json}` adds settings (idps, relayState, idpDiscovery.requestContext...).
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('@okta/okta-signin-widget/package.json')), 'dist');
const IDP = process.env.IDP_ISSUER ?? 'http://localhost:8080';

const boot = `
var signIn = new OktaSignIn({ baseUrl: ${JSON.stringify(IDP)} });
signIn.renderEl({ el: '#widget' }, function (res) {
  if (res.status !== 'SUCCESS') return;
  document.getElementById('result').textContent = 'SUCCESS ' + res.user.profile.login;
  res.session.setCookieAndRedirect(location.origin + '/signed-in');
});`;
// The success callback gets [idToken, accessToken] (the responseType order) with a `status` property.
const tokens = `
var tokenWidget = new OktaSignIn({
  baseUrl: ${JSON.stringify(IDP)},
  clientId: 'okta-compat',
  redirectUri: location.origin + '/tokens',
  authParams: {
    issuer: ${JSON.stringify(IDP)},
    responseType: ['id_token', 'token'],
    scopes: ['openid', 'email', 'profile'],
  },
});
tokenWidget.renderEl({ el: '#widget' }, function (res) {
  var idToken = res[0];
  var accessToken = res[1];
  // okta-auth-js never validates access tokens; the page decodes the JWT payload only to show who it is for.
  var at = accessToken && accessToken.accessToken;
  var atClaims = at ? JSON.parse(atob(at.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) : {};
  document.getElementById('result').textContent = JSON.stringify({
    status: res.status,
    email: idToken && idToken.claims.email,
    name: idToken && idToken.claims.name,
    aud: idToken && idToken.claims.aud,
    iss: idToken && idToken.claims.iss,
    accessToken: { sub: atClaims.sub, cid: atClaims.cid, aud: atClaims.aud },
    tokenType: accessToken && accessToken.tokenType,
    scopes: accessToken && accessToken.scopes,
  });
}, function (err) {
  document.getElementById('result').textContent = JSON.stringify({ error: err.name + ': ' + err.message });
});`;
// 2.21.0 with IdP discovery: webfinger decides between its own password page and a redirect to a provider.
const discovery = `
new OktaSignIn({
  baseUrl: ${JSON.stringify(IDP)},
  features: { idpDiscovery: true },
  idpDiscovery: { requestContext: location.origin + '/signed-in' },
}).renderEl({ el: '#widget' }, function (res) {
  // 2.21.0 hands the host the provider: the host sends the browser there with where to come back.
  // The page notes what reached it, so the journey can check the callback really ran.
  sessionStorage.setItem('discovery-status', res.status);
  if (res.status === 'IDP_DISCOVERY') res.idpDiscovery.redirectToIdp(location.origin + '/signed-in');
  else document.getElementById('result').textContent = res.status;
});`;
const ourWidget = `
var features = {};
(new URLSearchParams(location.search).get('features') || '').split(',').forEach(function (name) {
  if (name) features[name] = true;
});
var extra = JSON.parse(new URLSearchParams(location.search).get('settings') || '{}');
var ourSettings = Object.assign({ baseUrl: ${JSON.stringify(IDP)}, language: 'en', features: features }, extra);
new OktaSignIn(ourSettings).renderEl({ el: '#widget' }, function (res) {
  document.getElementById('result').textContent = res.status;
});`;
const signedIn = `
fetch(${JSON.stringify(IDP)} + '/api/v1/sessions/me', { credentials: 'include' })
  .then(function (r) { return r.json().then(function (b) { return r.status + ' ' + b.status + ' ' + b.login; }); })
  .then(function (text) { document.getElementById('session').textContent = text; });`;

function page(title: string, body: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/okta-sign-in.min.css"></head>
<body>${body}<script src="/okta-sign-in.min.js"></script><script src="/${script}"></script></body></html>`;
}

const ourPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our widget host</title>
<link rel="stylesheet" href="${IDP}/widget/2.21.0/css/sign-in-widget.css"></head>
<body><main><div id="widget"></div><p id="result"></p></main>
<script src="${IDP}/widget/2.21.0/iife/sign-in-widget.min.js"></script><script src="/our-widget.js"></script></body></html>`;

const files: Record<string, [string, string | Buffer]> = {
  '/our-widget': ['text/html', ourPage],
  '/our-widget.js': ['text/javascript', ourWidget],
  '/': [
    'text/html',
    page('Okta widget host', '<main><div id="widget"></div><p id="result"></p></main>', 'boot.js'),
  ],
  '/tokens': [
    'text/html',
    page('Okta widget tokens', '<main><div id="widget"></div><p id="result"></p></main>', 'tokens.js'),
  ],
  '/tokens.js': ['text/javascript', tokens],
  '/discovery': [
    'text/html',
    page('Okta widget discovery', '<main><div id="widget"></div><p id="result"></p></main>', 'discovery.js'),
  ],
  '/discovery.js': ['text/javascript', discovery],
  '/signed-in': ['text/html', page('Signed in', '<main><p id="session"></p></main>', 'signed-in.js')],
  '/boot.js': ['text/javascript', boot],
  '/signed-in.js': ['text/javascript', signedIn],
  '/okta-sign-in.min.js': ['text/javascript', readFileSync(join(dist, 'js', 'okta-sign-in.min.js'))],
  '/okta-sign-in.min.css': ['text/css', readFileSync(join(dist, 'css', 'okta-sign-in.min.css'))],
};

createServer((req, res) => {
  const file = files[new URL(req.url ?? '/', 'http://x').pathname];
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': `${file[0]}; charset=utf-8` }).end(file[1]);
}).listen(3001, 'localhost');

/**
 * A single-page application on http://localhost:3003 built on the current major of @okta/okta-auth-js, as a
 * customer's SPA would use it against Okta: `signInWithRedirect()` with no session token (the IdP shows its hosted
 * sign-in page), `token.parseFromUrl()` on /login/callback (code + PKCE exchange at /token, ID token validated
 * against the JWKS), `revokeAccessToken()` and the default `signOut()` (revoke, then /oauth2/v1/logout back to the
 * origin; start() on the next load clears the tokens). Public client `okta-auth-js-app`, registered by playwright.config.ts; the origin is trusted (CORS).
 * Started by playwright.config.ts.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// The package's node entry is cjs/exports/default.js; the browser bundle (global OktaAuth) is in dist/.
const bundle = join(
  dirname(require.resolve('@okta/okta-auth-js')),
  '..',
  '..',
  'dist',
  'okta-auth-js.min.js',
);
const IDP = process.env.IDP_ISSUER ?? 'http://localhost:8080';

const app = `
var authClient = new OktaAuth({
  issuer: ${JSON.stringify(IDP)},
  clientId: 'okta-auth-js-app',
  redirectUri: location.origin + '/login/callback',
  scopes: ['openid', 'profile', 'email'],
  pkce: true,
});
window.authClient = authClient;
// Not named "status": a global var of that name is window.status, which keeps only strings.
var statusLine = document.getElementById('status');
function show(text) { statusLine.textContent = text; }
function report(err) { show('error: ' + (err.errorCode || err.name) + ': ' + err.message); }

function render() {
  return authClient.tokenManager.getTokens().then(function (tokens) {
    if (!tokens.idToken) return show('signed out');
    var claims = tokens.idToken.claims;
    show(JSON.stringify({
      email: claims.email,
      iss: claims.iss,
      aud: claims.aud,
      accessToken: Boolean(tokens.accessToken),
    }));
  });
}

if (location.pathname === '/login/callback') {
  authClient.token.parseFromUrl().then(function (res) {
    authClient.tokenManager.setTokens(res.tokens);
    location.replace('/');
  }, report);
} else {
  // As an SPA does on every load: start() also clears the tokens signOut() marked for removal before leaving.
  Promise.resolve(authClient.start()).then(render).catch(report);
}
document.getElementById('sign-in').addEventListener('click', function () {
  authClient.signInWithRedirect().catch(report);
});
document.getElementById('revoke').addEventListener('click', function () {
  authClient.revokeAccessToken().then(function () { return render(); }).catch(report);
});
document.getElementById('sign-out').addEventListener('click', function () {
  authClient.signOut().catch(report);
});`;

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>okta-auth-js app</title></head>
<body><main><h1>okta-auth-js app</h1>
<button id="sign-in" type="button">Sign in</button>
<button id="revoke" type="button">Revoke access token</button>
<button id="sign-out" type="button">Sign out</button>
<p id="status">loading</p></main>
<script src="/okta-auth-js.min.js"></script><script src="/app.js"></script></body></html>`;

const files: Record<string, [string, string | Buffer]> = {
  '/': ['text/html', page],
  '/login/callback': ['text/html', page],
  '/app.js': ['text/javascript', app],
  '/okta-auth-js.min.js': ['text/javascript', readFileSync(bundle)],
};

createServer((req, res) => {
  const file = files[new URL(req.url ?? '/', 'http://x').pathname];
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': `${file[0]}; charset=utf-8` }).end(file[1]);
}).listen(3003, 'localhost');

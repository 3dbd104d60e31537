// The companion authenticator (issue 6): set up with an activation link (the enrolment QR code's text, or the
// link sent by email or SMS), it keeps a device key and a TOTP seed, asks the IdP every few seconds for sign-in
// requests (push), shows their details and answers approve or reject with a JWT signed by the device key.

import { forgetAccount, loadAccount, saveAccount } from './device-store.js';
import { deviceJwt, makeDeviceKey } from './device-key.js';
import { totp } from './totp.js';

/** How often the app asks for sign-in requests (ms). */
const POLL_MS = 3000;
const API = '/api/v1/authenticator';

const $ = (id) => document.getElementById(id);
let account;
let pollTimer;
let codeTimer;

function status(message) {
  $('status').textContent = message;
}

function show(section) {
  $('setup').hidden = section !== 'setup';
  $('home').hidden = section !== 'home';
}

/** The activation code in a link (`…/authenticator#activate=<code>`), or null. */
function codeFrom(link) {
  const at = link.indexOf('#activate=');
  return at >= 0 ? decodeURIComponent(link.slice(at + '#activate='.length)) : null;
}

function platform() {
  const ua = navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(ua)) return 'IOS';
  if (/Android/.test(ua)) return 'ANDROID';
  return 'WEB';
}

const DEVICE_NAMES = { IOS: 'iPhone', ANDROID: 'Android phone', WEB: 'Web browser' };

/** Registers a new device key with the activation code; keeps the account on success. */
async function activate(code) {
  history.replaceState(null, '', location.pathname); // the code is one-time: off the address bar
  if (!window.crypto || !crypto.subtle) {
    status('This browser cannot keep a device key on this page: open it over https.');
    return show('setup');
  }
  status('Setting up this device…');
  const key = await makeDeviceKey();
  const kind = platform();
  const response = await fetch(`${API}/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      activationCode: code,
      publicKey: key.publicJwk,
      name: DEVICE_NAMES[kind],
      platform: kind,
    }),
  });
  if (!response.ok) {
    status(
      response.status === 401
        ? 'This activation link does not work any more. Ask for a new one where you sign in.'
        : 'The set-up failed. Try again.',
    );
    return account ? home() : show('setup');
  }
  const body = await response.json();
  account = { ...body, privateKey: key.privateKey, publicJwk: key.publicJwk };
  await saveAccount(account);
  status(`This device is set up for ${body.login}.`);
  home();
}

function home() {
  $('login').textContent = account.login;
  show('home');
  void poll();
  void showCode();
}

/** Asks for the sign-in requests waiting for this device, again every POLL_MS. */
async function poll() {
  clearTimeout(pollTimer);
  if (!account) return;
  try {
    const response = await fetch(`${API}/challenges`, {
      headers: { authorization: `Bearer ${await deviceJwt(account)}`, accept: 'application/json' },
      cache: 'no-store',
    });
    if (response.status === 401) {
      status(`This device is no longer set up for ${account.login}.`);
      await forget();
      return;
    }
    if (response.ok) render((await response.json()).challenges);
  } catch {
    // Offline for a moment: the next round tries again.
  }
  pollTimer = setTimeout(poll, POLL_MS);
}

function detail(list, term, value) {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  list.append(dt, dd);
}

/** Shows the waiting requests (built with text nodes only: the details come from the network). */
function render(challenges) {
  const list = $('requests');
  const ids = new Set(challenges.map((c) => c.id));
  for (const item of [...list.children]) if (!ids.has(item.dataset.id)) item.remove();
  for (const c of challenges) {
    if (list.querySelector(`[data-id="${CSS.escape(c.id)}"]`)) continue;
    const item = document.createElement('li');
    item.className = 'request';
    item.dataset.id = c.id;
    const heading = document.createElement('h3');
    heading.id = `request-${c.id}`;
    heading.textContent = 'Are you trying to sign in?';
    const details = document.createElement('dl');
    detail(details, 'Account', c.login);
    detail(details, 'From', c.ip ?? 'unknown');
    detail(details, 'Browser', c.userAgent ?? 'unknown');
    detail(details, 'Time', new Date(c.createdAt).toLocaleString());
    const actions = document.createElement('div');
    actions.className = 'actions';
    for (const [label, result, css] of [
      ['Approve', 'APPROVED', 'approve'],
      ['Reject', 'REJECTED', 'reject'],
    ]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = css;
      button.textContent = label;
      button.setAttribute('aria-describedby', heading.id);
      button.addEventListener('click', () => answer(c.id, result, item));
      actions.append(button);
    }
    item.append(heading, details, actions);
    list.append(item);
  }
  $('no-requests').hidden = challenges.length > 0;
}

/** Approves or rejects one request with a JWT naming it and the result. */
async function answer(id, result, item) {
  for (const button of item.querySelectorAll('button')) button.disabled = true;
  const jwt = await deviceJwt(account, { challenge: id, result });
  const response = await fetch(`${API}/challenges/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, accept: 'application/json' },
  });
  item.remove();
  $('no-requests').hidden = $('requests').children.length > 0;
  if (!response.ok) status('This request is no longer waiting.');
  else status(result === 'APPROVED' ? 'Sign-in approved.' : 'Sign-in rejected.');
}

/** The current passcode of the account's TOTP seed, refreshed every second. */
async function showCode() {
  clearTimeout(codeTimer);
  if (!account?.totp) return;
  const { code, remaining } = await totp(account.totp.sharedSecret, Date.now(), account.totp.timeStep);
  $('code').textContent = code;
  $('code-time').textContent = `${remaining} s`;
  codeTimer = setTimeout(showCode, 1000);
}

async function forget() {
  clearTimeout(pollTimer);
  clearTimeout(codeTimer);
  account = undefined;
  await forgetAccount();
  $('requests').replaceChildren();
  show('setup');
}

async function start() {
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('/authenticator/sw.js', { scope: '/authenticator' }).catch(() => {});
  }
  $('link-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const code = codeFrom($('link').value);
    if (code) void activate(code);
    else status('That is not an activation link.');
  });
  $('forget').addEventListener('click', async () => {
    await forget();
    status('The account was removed from this device.');
  });
  window.addEventListener('hashchange', () => {
    const code = codeFrom(location.href);
    if (code) void activate(code);
  });
  account = await loadAccount();
  const code = codeFrom(location.href);
  if (code) return activate(code);
  if (account) home();
  else show('setup');
}

void start();

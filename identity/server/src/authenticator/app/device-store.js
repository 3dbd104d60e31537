// The account this device holds, in IndexedDB: the push factor id, the login, the issuer, the ECDSA P-256
// private key as a non-extractable CryptoKey (structured clone keeps it usable but never readable), and the TOTP
// seed of the backup passcode.

const DB_NAME = 'authenticator';
const STORE = 'accounts';
const KEY = 'account';

/** Opens the database (creating its one object store on first use). */
function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `fn(store)` in one transaction; resolves with the request's result. */
async function withStore(mode, fn) {
  const db = await open();
  try {
    return await new Promise((resolve, reject) => {
      const request = fn(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** The stored account, or undefined when this device is not set up. */
export const loadAccount = () => withStore('readonly', (s) => s.get(KEY));

/** Stores the account (replacing any). */
export const saveAccount = (account) => withStore('readwrite', (s) => s.put(account, KEY));

/** Forgets the account and its key. */
export const forgetAccount = () => withStore('readwrite', (s) => s.delete(KEY));

import type { HostedText } from './hosted-text.ts';

/** English texts of the hosted sign-in, signed-in and help pages. */
export const en: HostedText = {
  page: {
    signInTitle: 'Sign in',
    noScript: 'Signing in needs JavaScript. Turn it on in your browser and reload this page.',
    unavailable: 'The sign-in form could not be loaded. Reload the page or try again later.',
    signedInTitle: 'You are signed in',
    signedInAs: 'Signed in as {login}.',
    closeWindow: 'You can close this window.',
  },
  help: {
    title: 'Help with signing in',
    intro: 'Your administrator manages your account on this identity provider.',
    sections: [
      {
        heading: 'Username',
        body: 'Your username is the one your administrator gave you, usually your work email address. Upper and lower case do not matter.',
      },
      {
        heading: 'Forgotten password',
        body: 'Ask your administrator to reset your password: you will receive an email with a link to choose a new one. The link works once and expires.',
      },
      {
        heading: 'Locked account',
        body: 'After several wrong passwords in a row your account is locked to protect it. Depending on your organisation’s settings it unlocks by itself after some minutes; your administrator can also unlock it at once.',
      },
      {
        heading: 'Too many attempts',
        body: 'If you are told to wait, too many sign-ins were tried in a short time. Wait a few seconds and try again.',
      },
    ],
    back: 'Back to sign-in',
  },
  notice: {
    federationTitle: 'Sign-in failed',
    federationBody: 'Signing in through the other provider did not work. Start again from the sign-in page.',
    linkTitle: 'This link cannot be used',
    linkBody:
      'The link is not valid: it has expired or it has already been used. Sign in, or ask for a new link.',
    errorCode: 'Error code',
  },
};

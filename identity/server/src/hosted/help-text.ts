import type { PageLanguage } from './page-text.ts';

/** The texts of the sign-in help page (`/help/login`), the widget's default help link. */
export interface HelpText {
  title: string;
  intro: string;
  sections: Array<{ heading: string; body: string }>;
  back: string;
}

export const HELP_TEXT: Record<PageLanguage, HelpText> = {
  en: {
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
  it: {
    title: 'Aiuto per l’accesso',
    intro: 'Il tuo account su questo provider di identità è gestito dal tuo amministratore.',
    sections: [
      {
        heading: 'Nome utente',
        body: 'Il nome utente è quello che ti ha comunicato l’amministratore, di solito il tuo indirizzo email di lavoro. Maiuscole e minuscole sono indifferenti.',
      },
      {
        heading: 'Password dimenticata',
        body: 'Chiedi all’amministratore di reimpostare la password: riceverai un’email con un link per sceglierne una nuova. Il link si usa una sola volta e scade.',
      },
      {
        heading: 'Account bloccato',
        body: 'Dopo diverse password errate consecutive l’account viene bloccato per proteggerlo. A seconda delle impostazioni della tua organizzazione si sblocca da solo dopo alcuni minuti; l’amministratore può anche sbloccarlo subito.',
      },
      {
        heading: 'Troppi tentativi',
        body: 'Se ti viene chiesto di attendere, sono stati provati troppi accessi in poco tempo. Attendi qualche secondo e riprova.',
      },
    ],
    back: 'Torna all’accesso',
  },
};

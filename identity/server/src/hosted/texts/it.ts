import type { HostedText } from './hosted-text.ts';

/** Italian texts of the hosted sign-in, signed-in and help pages. */
export const it: HostedText = {
  page: {
    signInTitle: 'Accedi',
    noScript: 'Per accedere serve JavaScript. Attivalo nel browser e ricarica la pagina.',
    unavailable:
      'Non è stato possibile caricare il modulo di accesso. Ricarica la pagina o riprova più tardi.',
    signedInTitle: 'Accesso effettuato',
    signedInAs: 'Hai effettuato l’accesso come {login}.',
    closeWindow: 'Puoi chiudere questa finestra.',
  },
  help: {
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
  notice: {
    federationTitle: 'Accesso non riuscito',
    federationBody: 'L’accesso tramite l’altro provider non è riuscito. Ricomincia dalla pagina di accesso.',
    linkTitle: 'Questo link non può essere usato',
    linkBody: 'Il link non è valido: è scaduto o è già stato usato. Accedi oppure chiedi un nuovo link.',
    errorCode: 'Codice di errore',
  },
};

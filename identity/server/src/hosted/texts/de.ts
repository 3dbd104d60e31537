import type { HostedText } from './hosted-text.ts';

/** German texts of the hosted sign-in, signed-in and help pages. */
export const de: HostedText = {
  page: {
    signInTitle: 'Anmelden',
    noScript:
      'Für die Anmeldung wird JavaScript benötigt. Aktivieren Sie es im Browser und laden Sie die Seite neu.',
    unavailable:
      'Das Anmeldeformular konnte nicht geladen werden. Laden Sie die Seite neu oder versuchen Sie es später erneut.',
    signedInTitle: 'Sie sind angemeldet',
    signedInAs: 'Angemeldet als {login}.',
    closeWindow: 'Sie können dieses Fenster schließen.',
  },
  help: {
    title: 'Hilfe zur Anmeldung',
    intro: 'Ihr Konto bei diesem Identitätsanbieter wird von Ihrem Administrator verwaltet.',
    sections: [
      {
        heading: 'Benutzername',
        body: 'Ihr Benutzername ist der, den Ihnen Ihr Administrator gegeben hat, meist Ihre geschäftliche E-Mail-Adresse. Groß- und Kleinschreibung spielen keine Rolle.',
      },
      {
        heading: 'Passwort vergessen',
        body: 'Bitten Sie Ihren Administrator, Ihr Passwort zurückzusetzen: Sie erhalten eine E-Mail mit einem Link, über den Sie ein neues wählen. Der Link funktioniert nur einmal und läuft ab.',
      },
      {
        heading: 'Gesperrtes Konto',
        body: 'Nach mehreren falschen Passwörtern in Folge wird Ihr Konto zum Schutz gesperrt. Je nach Einstellung Ihrer Organisation wird es nach einigen Minuten automatisch entsperrt; Ihr Administrator kann es auch sofort entsperren.',
      },
      {
        heading: 'Zu viele Versuche',
        body: 'Wenn Sie aufgefordert werden zu warten, wurden in kurzer Zeit zu viele Anmeldungen versucht. Warten Sie einige Sekunden und versuchen Sie es erneut.',
      },
    ],
    back: 'Zurück zur Anmeldung',
  },
  notice: {
    federationTitle: 'Anmeldung fehlgeschlagen',
    federationBody:
      'Die Anmeldung über den anderen Anbieter hat nicht funktioniert. Beginnen Sie erneut auf der Anmeldeseite.',
    linkTitle: 'Dieser Link kann nicht verwendet werden',
    linkBody:
      'Der Link ist ungültig: Er ist abgelaufen oder wurde bereits verwendet. Melden Sie sich an oder fordern Sie einen neuen Link an.',
    errorCode: 'Fehlercode',
  },
};

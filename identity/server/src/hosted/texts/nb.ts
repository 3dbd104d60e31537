import type { HostedText } from './hosted-text.ts';

/** Norwegian (Bokmål) texts of the hosted sign-in, signed-in and help pages. */
export const nb: HostedText = {
  page: {
    signInTitle: 'Logg på',
    noScript: 'Pålogging krever JavaScript. Slå det på i nettleseren og last inn siden på nytt.',
    unavailable: 'Påloggingsskjemaet kunne ikke lastes inn. Last inn siden på nytt eller prøv igjen senere.',
    signedInTitle: 'Du er logget på',
    signedInAs: 'Logget på som {login}.',
    closeWindow: 'Du kan lukke dette vinduet.',
  },
  help: {
    title: 'Hjelp med pålogging',
    intro: 'Kontoen din hos denne identitetsleverandøren administreres av administratoren din.',
    sections: [
      {
        heading: 'Brukernavn',
        body: 'Brukernavnet ditt er det administratoren ga deg, vanligvis e-postadressen din på jobb. Store og små bokstaver spiller ingen rolle.',
      },
      {
        heading: 'Glemt passord',
        body: 'Be administratoren om å tilbakestille passordet: du får en e-post med en kobling der du velger et nytt. Koblingen virker én gang og utløper.',
      },
      {
        heading: 'Låst konto',
        body: 'Etter flere feil passord på rad låses kontoen for å beskytte den. Avhengig av organisasjonens innstillinger låses den opp av seg selv etter noen minutter; administratoren kan også låse den opp med en gang.',
      },
      {
        heading: 'For mange forsøk',
        body: 'Hvis du blir bedt om å vente, er det forsøkt for mange pålogginger på kort tid. Vent noen sekunder og prøv igjen.',
      },
    ],
    back: 'Tilbake til pålogging',
  },
  notice: {
    federationTitle: 'Påloggingen mislyktes',
    federationBody: 'Pålogging via den andre leverandøren fungerte ikke. Start på nytt fra påloggingssiden.',
    linkTitle: 'Denne lenken kan ikke brukes',
    linkBody: 'Lenken er ikke gyldig: den er utløpt eller allerede brukt. Logg på, eller be om en ny lenke.',
    errorCode: 'Feilkode',
  },
};

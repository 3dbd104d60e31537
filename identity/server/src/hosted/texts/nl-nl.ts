import type { HostedText } from './hosted-text.ts';

/** Dutch texts of the hosted sign-in, signed-in and help pages. */
export const nlNL: HostedText = {
  page: {
    signInTitle: 'Aanmelden',
    noScript: 'Voor aanmelden is JavaScript nodig. Schakel het in uw browser in en laad deze pagina opnieuw.',
    unavailable:
      'Het aanmeldformulier kon niet worden geladen. Laad de pagina opnieuw of probeer het later nog eens.',
    signedInTitle: 'U bent aangemeld',
    signedInAs: 'Aangemeld als {login}.',
    closeWindow: 'U kunt dit venster sluiten.',
  },
  help: {
    title: 'Hulp bij aanmelden',
    intro: 'Uw account bij deze identiteitsprovider wordt beheerd door uw beheerder.',
    sections: [
      {
        heading: 'Gebruikersnaam',
        body: 'Uw gebruikersnaam is de naam die uw beheerder u heeft gegeven, meestal uw zakelijke e-mailadres. Hoofdletters en kleine letters maken niet uit.',
      },
      {
        heading: 'Wachtwoord vergeten',
        body: 'Vraag uw beheerder uw wachtwoord opnieuw in te stellen: u ontvangt een e-mail met een link om een nieuw wachtwoord te kiezen. De link werkt één keer en verloopt.',
      },
      {
        heading: 'Vergrendeld account',
        body: 'Na meerdere verkeerde wachtwoorden achter elkaar wordt uw account ter bescherming vergrendeld. Afhankelijk van de instellingen van uw organisatie wordt het na enkele minuten vanzelf ontgrendeld; uw beheerder kan het ook direct ontgrendelen.',
      },
      {
        heading: 'Te veel pogingen',
        body: 'Als u wordt gevraagd te wachten, zijn er in korte tijd te veel aanmeldingen geprobeerd. Wacht een paar seconden en probeer het opnieuw.',
      },
    ],
    back: 'Terug naar aanmelden',
  },
  notice: {
    federationTitle: 'Aanmelden mislukt',
    federationBody: 'Aanmelden via de andere provider is niet gelukt. Begin opnieuw op de aanmeldpagina.',
    linkTitle: 'Deze link kan niet worden gebruikt',
    linkBody:
      'De link is niet geldig: hij is verlopen of al gebruikt. Meld u aan of vraag een nieuwe link aan.',
    errorCode: 'Foutcode',
  },
};

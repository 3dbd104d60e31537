import type { HostedText } from './hosted-text.ts';

/** Swedish texts of the hosted sign-in, signed-in and help pages. */
export const sv: HostedText = {
  page: {
    signInTitle: 'Logga in',
    noScript: 'Inloggningen kräver JavaScript. Aktivera det i webbläsaren och läs in sidan igen.',
    unavailable: 'Inloggningsformuläret kunde inte läsas in. Läs in sidan igen eller försök senare.',
    signedInTitle: 'Du är inloggad',
    signedInAs: 'Inloggad som {login}.',
    closeWindow: 'Du kan stänga det här fönstret.',
  },
  help: {
    title: 'Hjälp med inloggning',
    intro: 'Ditt konto hos den här identitetsleverantören hanteras av din administratör.',
    sections: [
      {
        heading: 'Användarnamn',
        body: 'Ditt användarnamn är det som administratören gav dig, oftast din e-postadress på jobbet. Stora och små bokstäver spelar ingen roll.',
      },
      {
        heading: 'Glömt lösenord',
        body: 'Be administratören återställa ditt lösenord: du får ett e-postmeddelande med en länk där du väljer ett nytt. Länken fungerar en gång och slutar sedan gälla.',
      },
      {
        heading: 'Låst konto',
        body: 'Efter flera felaktiga lösenord i rad låses kontot för att skydda det. Beroende på organisationens inställningar låses det upp av sig självt efter några minuter; administratören kan också låsa upp det direkt.',
      },
      {
        heading: 'För många försök',
        body: 'Om du ombeds vänta har för många inloggningar försökts på kort tid. Vänta några sekunder och försök igen.',
      },
    ],
    back: 'Tillbaka till inloggningen',
  },
  notice: {
    federationTitle: 'Inloggningen misslyckades',
    federationBody: 'Inloggningen via den andra leverantören fungerade inte. Börja om från inloggningssidan.',
    linkTitle: 'Den här länken kan inte användas',
    linkBody: 'Länken är inte giltig: den har gått ut eller redan använts. Logga in eller begär en ny länk.',
    errorCode: 'Felkod',
  },
};

import type { HostedText } from './hosted-text.ts';

/** Danish texts of the hosted sign-in, signed-in and help pages. */
export const da: HostedText = {
  page: {
    signInTitle: 'Log ind',
    noScript: 'Log ind kræver JavaScript. Slå det til i browseren, og genindlæs siden.',
    unavailable: 'Log ind-formularen kunne ikke indlæses. Genindlæs siden, eller prøv igen senere.',
    signedInTitle: 'Du er logget ind',
    signedInAs: 'Logget ind som {login}.',
    closeWindow: 'Du kan lukke dette vindue.',
  },
  help: {
    title: 'Hjælp til at logge ind',
    intro: 'Din konto hos denne identitetsudbyder administreres af din administrator.',
    sections: [
      {
        heading: 'Brugernavn',
        body: 'Dit brugernavn er det, din administrator har givet dig, som regel din arbejdsmail. Store og små bogstaver er ligegyldige.',
      },
      {
        heading: 'Glemt adgangskode',
        body: 'Bed din administrator om at nulstille din adgangskode: du får en e-mail med et link, hvor du vælger en ny. Linket virker én gang og udløber.',
      },
      {
        heading: 'Låst konto',
        body: 'Efter flere forkerte adgangskoder i træk låses din konto for at beskytte den. Afhængigt af organisationens indstillinger låses den selv op efter nogle minutter; din administrator kan også låse den op med det samme.',
      },
      {
        heading: 'For mange forsøg',
        body: 'Hvis du bliver bedt om at vente, er der forsøgt for mange log ind på kort tid. Vent nogle sekunder, og prøv igen.',
      },
    ],
    back: 'Tilbage til log ind',
  },
  notice: {
    federationTitle: 'Login mislykkedes',
    federationBody: 'Login via den anden udbyder lykkedes ikke. Start forfra fra loginsiden.',
    linkTitle: 'Dette link kan ikke bruges',
    linkBody:
      'Linket er ikke gyldigt: det er udløbet eller allerede brugt. Log ind, eller bed om et nyt link.',
    errorCode: 'Fejlkode',
  },
};

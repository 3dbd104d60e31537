import type { HostedText } from './hosted-text.ts';

/** Polish texts of the hosted sign-in, signed-in and help pages. */
export const pl: HostedText = {
  page: {
    signInTitle: 'Zaloguj się',
    noScript: 'Logowanie wymaga JavaScriptu. Włącz go w przeglądarce i odśwież tę stronę.',
    unavailable: 'Nie udało się wczytać formularza logowania. Odśwież stronę lub spróbuj ponownie później.',
    signedInTitle: 'Zalogowano',
    signedInAs: 'Zalogowano jako {login}.',
    closeWindow: 'Możesz zamknąć to okno.',
  },
  help: {
    title: 'Pomoc w logowaniu',
    intro: 'Twoim kontem u tego dostawcy tożsamości zarządza administrator.',
    sections: [
      {
        heading: 'Nazwa użytkownika',
        body: 'Nazwę użytkownika przekazał ci administrator; zwykle jest to służbowy adres e-mail. Wielkość liter nie ma znaczenia.',
      },
      {
        heading: 'Zapomniane hasło',
        body: 'Poproś administratora o zresetowanie hasła: otrzymasz e-mail z linkiem do ustawienia nowego. Link działa tylko raz i wygasa.',
      },
      {
        heading: 'Zablokowane konto',
        body: 'Po kilku błędnych hasłach z rzędu konto zostaje zablokowane dla ochrony. Zależnie od ustawień organizacji odblokuje się samo po kilku minutach; administrator może też odblokować je od razu.',
      },
      {
        heading: 'Zbyt wiele prób',
        body: 'Jeśli pojawia się prośba o odczekanie, w krótkim czasie było zbyt wiele prób logowania. Odczekaj kilka sekund i spróbuj ponownie.',
      },
    ],
    back: 'Wróć do logowania',
  },
  notice: {
    federationTitle: 'Logowanie nie powiodło się',
    federationBody: 'Logowanie przez innego dostawcę nie powiodło się. Zacznij od nowa na stronie logowania.',
    linkTitle: 'Tego linku nie można użyć',
    linkBody: 'Link jest nieprawidłowy: wygasł lub został już użyty. Zaloguj się lub poproś o nowy link.',
    errorCode: 'Kod błędu',
  },
};

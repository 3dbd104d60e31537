/** Languages the hosted pages have their own texts for (the widget brings its own labels). */
export const PAGE_LANGUAGES = ['en', 'it'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The texts of the hosted pages outside the widget. `{login}` is replaced by the user's login. */
export interface PageText {
  signInTitle: string;
  noScript: string;
  unavailable: string;
  signedInTitle: string;
  signedInAs: string;
  closeWindow: string;
}

export const PAGE_TEXT: Record<PageLanguage, PageText> = {
  en: {
    signInTitle: 'Sign in',
    noScript: 'Signing in needs JavaScript. Turn it on in your browser and reload this page.',
    unavailable: 'The sign-in form could not be loaded. Reload the page or try again later.',
    signedInTitle: 'You are signed in',
    signedInAs: 'Signed in as {login}.',
    closeWindow: 'You can close this window.',
  },
  it: {
    signInTitle: 'Accedi',
    noScript: 'Per accedere serve JavaScript. Attivalo nel browser e ricarica la pagina.',
    unavailable:
      'Non è stato possibile caricare il modulo di accesso. Ricarica la pagina o riprova più tardi.',
    signedInTitle: 'Accesso effettuato',
    signedInAs: 'Hai effettuato l’accesso come {login}.',
    closeWindow: 'Puoi chiudere questa finestra.',
  },
};

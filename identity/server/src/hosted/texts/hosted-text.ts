/** The texts of the hosted pages outside the widget. `{login}` is replaced by the user's login. */
export interface PageText {
  signInTitle: string;
  noScript: string;
  unavailable: string;
  signedInTitle: string;
  signedInAs: string;
  closeWindow: string;
}

/** The texts of the sign-in help page (`/help/login`), the widget's default help link. */
export interface HelpText {
  title: string;
  intro: string;
  /** Username, forgotten password, locked account, too many attempts: in that order. */
  sections: Array<{ heading: string; body: string }>;
  back: string;
}

/** The texts of the IdP's notice pages: a refused federated sign-in, an emailed link that cannot be used. */
export interface NoticeText {
  federationTitle: string;
  /** Shown for any refusal in languages other than English (English shows the refusal's own reason). */
  federationBody: string;
  linkTitle: string;
  linkBody: string;
  /** Label before the technical code (e.g. `invalid_state`, `E0000110`). */
  errorCode: string;
}

/** Everything a hosted page says in one language (one file per language in this folder). */
export interface HostedText {
  page: PageText;
  help: HelpText;
  notice: NoticeText;
}

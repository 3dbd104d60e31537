import type { HostedText } from './hosted-text.ts';

/** Romanian texts of the hosted sign-in, signed-in and help pages. */
export const ro: HostedText = {
  page: {
    signInTitle: 'Conectare',
    noScript: 'Conectarea necesită JavaScript. Activați-l în browser și reîncărcați această pagină.',
    unavailable:
      'Formularul de conectare nu a putut fi încărcat. Reîncărcați pagina sau încercați mai târziu.',
    signedInTitle: 'Sunteți conectat',
    signedInAs: 'Conectat ca {login}.',
    closeWindow: 'Puteți închide această fereastră.',
  },
  help: {
    title: 'Ajutor la conectare',
    intro: 'Contul dvs. la acest furnizor de identitate este gestionat de administrator.',
    sections: [
      {
        heading: 'Nume de utilizator',
        body: 'Numele de utilizator este cel primit de la administrator, de obicei adresa de e-mail de serviciu. Literele mari și mici nu contează.',
      },
      {
        heading: 'Parolă uitată',
        body: 'Cereți administratorului să vă reseteze parola: veți primi un e-mail cu un link pentru a alege una nouă. Linkul funcționează o singură dată și expiră.',
      },
      {
        heading: 'Cont blocat',
        body: 'După mai multe parole greșite la rând, contul este blocat pentru a-l proteja. În funcție de setările organizației, se deblochează singur după câteva minute; administratorul îl poate debloca și imediat.',
      },
      {
        heading: 'Prea multe încercări',
        body: 'Dacă vi se cere să așteptați, s-au încercat prea multe conectări într-un timp scurt. Așteptați câteva secunde și încercați din nou.',
      },
    ],
    back: 'Înapoi la conectare',
  },
  notice: {
    federationTitle: 'Autentificarea a eșuat',
    federationBody:
      'Autentificarea prin celălalt furnizor nu a reușit. Începeți din nou de pe pagina de autentificare.',
    linkTitle: 'Acest link nu poate fi folosit',
    linkBody:
      'Linkul nu este valid: a expirat sau a fost deja folosit. Autentificați-vă sau cereți un link nou.',
    errorCode: 'Cod de eroare',
  },
};

import type { HostedText } from './hosted-text.ts';

/** Hungarian texts of the hosted sign-in, signed-in and help pages. */
export const hu: HostedText = {
  page: {
    signInTitle: 'Bejelentkezés',
    noScript:
      'A bejelentkezéshez JavaScript szükséges. Kapcsolja be a böngészőben, majd töltse be újra az oldalt.',
    unavailable:
      'A bejelentkezési űrlapot nem sikerült betölteni. Töltse be újra az oldalt, vagy próbálja később.',
    signedInTitle: 'Bejelentkezett',
    signedInAs: 'Bejelentkezve mint {login}.',
    closeWindow: 'Bezárhatja ezt az ablakot.',
  },
  help: {
    title: 'Segítség a bejelentkezéshez',
    intro: 'A fiókját ennél az identitásszolgáltatónál a rendszergazda kezeli.',
    sections: [
      {
        heading: 'Felhasználónév',
        body: 'A felhasználónevét a rendszergazdától kapta, általában ez a munkahelyi e-mail-címe. A kis- és nagybetűk nem számítanak.',
      },
      {
        heading: 'Elfelejtett jelszó',
        body: 'Kérje meg a rendszergazdát, hogy állítsa alaphelyzetbe a jelszavát: kap egy e-mailt egy hivatkozással, ahol újat választhat. A hivatkozás egyszer használható, és lejár.',
      },
      {
        heading: 'Zárolt fiók',
        body: 'Több egymást követő hibás jelszó után a fiókot a védelme érdekében zároljuk. A szervezet beállításaitól függően néhány perc múlva magától feloldódik; a rendszergazda azonnal is feloldhatja.',
      },
      {
        heading: 'Túl sok próbálkozás',
        body: 'Ha várakozást kérünk, rövid idő alatt túl sok bejelentkezési kísérlet történt. Várjon néhány másodpercet, és próbálja újra.',
      },
    ],
    back: 'Vissza a bejelentkezéshez',
  },
  notice: {
    federationTitle: 'Sikertelen bejelentkezés',
    federationBody:
      'A másik szolgáltatón keresztüli bejelentkezés nem sikerült. Kezdje újra a bejelentkezési oldalon.',
    linkTitle: 'Ez a hivatkozás nem használható',
    linkBody:
      'A hivatkozás érvénytelen: lejárt vagy már felhasználták. Jelentkezzen be, vagy kérjen új hivatkozást.',
    errorCode: 'Hibakód',
  },
};

import type { HostedText } from './hosted-text.ts';

/** Czech texts of the hosted sign-in, signed-in and help pages. */
export const cs: HostedText = {
  page: {
    signInTitle: 'Přihlášení',
    noScript: 'Přihlášení vyžaduje JavaScript. Zapněte ho v prohlížeči a načtěte stránku znovu.',
    unavailable: 'Přihlašovací formulář se nepodařilo načíst. Načtěte stránku znovu nebo to zkuste později.',
    signedInTitle: 'Jste přihlášeni',
    signedInAs: 'Přihlášen(a) jako {login}.',
    closeWindow: 'Toto okno můžete zavřít.',
  },
  help: {
    title: 'Nápověda k přihlášení',
    intro: 'Váš účet u tohoto poskytovatele identity spravuje správce.',
    sections: [
      {
        heading: 'Uživatelské jméno',
        body: 'Uživatelské jméno vám sdělil správce, obvykle je to vaše pracovní e-mailová adresa. Na velikosti písmen nezáleží.',
      },
      {
        heading: 'Zapomenuté heslo',
        body: 'Požádejte správce o obnovení hesla: dostanete e-mail s odkazem, kde si zvolíte nové. Odkaz funguje jen jednou a jeho platnost vyprší.',
      },
      {
        heading: 'Uzamčený účet',
        body: 'Po několika chybných heslech za sebou se účet kvůli ochraně uzamkne. Podle nastavení vaší organizace se po několika minutách odemkne sám; správce ho může odemknout i hned.',
      },
      {
        heading: 'Příliš mnoho pokusů',
        body: 'Pokud vás systém žádá o počkání, proběhlo v krátké době příliš mnoho pokusů o přihlášení. Počkejte několik sekund a zkuste to znovu.',
      },
    ],
    back: 'Zpět na přihlášení',
  },
  notice: {
    federationTitle: 'Přihlášení se nezdařilo',
    federationBody:
      'Přihlášení přes jiného poskytovatele se nezdařilo. Začněte znovu na přihlašovací stránce.',
    linkTitle: 'Tento odkaz nelze použít',
    linkBody: 'Odkaz není platný: vypršel nebo již byl použit. Přihlaste se nebo si vyžádejte nový odkaz.',
    errorCode: 'Kód chyby',
  },
};

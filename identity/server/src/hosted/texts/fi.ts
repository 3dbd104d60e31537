import type { HostedText } from './hosted-text.ts';

/** Finnish texts of the hosted sign-in, signed-in and help pages. */
export const fi: HostedText = {
  page: {
    signInTitle: 'Kirjaudu sisään',
    noScript: 'Kirjautuminen vaatii JavaScriptin. Ota se käyttöön selaimessa ja lataa sivu uudelleen.',
    unavailable: 'Kirjautumislomaketta ei voitu ladata. Lataa sivu uudelleen tai yritä myöhemmin.',
    signedInTitle: 'Olet kirjautunut sisään',
    signedInAs: 'Kirjautunut käyttäjänä {login}.',
    closeWindow: 'Voit sulkea tämän ikkunan.',
  },
  help: {
    title: 'Ohjeita kirjautumiseen',
    intro: 'Tiliäsi tämän identiteetintarjoajan palvelussa hallitsee järjestelmänvalvojasi.',
    sections: [
      {
        heading: 'Käyttäjätunnus',
        body: 'Käyttäjätunnuksesi on se, jonka järjestelmänvalvoja antoi sinulle, yleensä työsähköpostiosoitteesi. Isoilla ja pienillä kirjaimilla ei ole väliä.',
      },
      {
        heading: 'Unohtunut salasana',
        body: 'Pyydä järjestelmänvalvojaa nollaamaan salasanasi: saat sähköpostin, jonka linkistä voit valita uuden. Linkki toimii kerran ja vanhenee.',
      },
      {
        heading: 'Lukittu tili',
        body: 'Useiden peräkkäisten väärien salasanojen jälkeen tilisi lukitaan sen suojaamiseksi. Organisaatiosi asetuksista riippuen lukitus aukeaa itsestään muutaman minuutin kuluttua; järjestelmänvalvoja voi myös avata sen heti.',
      },
      {
        heading: 'Liian monta yritystä',
        body: 'Jos sinua pyydetään odottamaan, kirjautumista on yritetty liian monta kertaa lyhyessä ajassa. Odota muutama sekunti ja yritä uudelleen.',
      },
    ],
    back: 'Takaisin kirjautumiseen',
  },
  notice: {
    federationTitle: 'Kirjautuminen epäonnistui',
    federationBody:
      'Kirjautuminen toisen palveluntarjoajan kautta ei onnistunut. Aloita uudelleen kirjautumissivulta.',
    linkTitle: 'Tätä linkkiä ei voi käyttää',
    linkBody:
      'Linkki ei ole voimassa: se on vanhentunut tai jo käytetty. Kirjaudu sisään tai pyydä uusi linkki.',
    errorCode: 'Virhekoodi',
  },
};

import type { HostedText } from './hosted-text.ts';

/** French texts of the hosted sign-in, signed-in and help pages. */
export const fr: HostedText = {
  page: {
    signInTitle: 'Connexion',
    noScript:
      'La connexion nécessite JavaScript. Activez-le dans votre navigateur, puis rechargez cette page.',
    unavailable:
      'Le formulaire de connexion n’a pas pu être chargé. Rechargez la page ou réessayez plus tard.',
    signedInTitle: 'Vous êtes connecté',
    signedInAs: 'Connecté en tant que {login}.',
    closeWindow: 'Vous pouvez fermer cette fenêtre.',
  },
  help: {
    title: 'Aide à la connexion',
    intro: 'Votre compte sur ce fournisseur d’identité est géré par votre administrateur.',
    sections: [
      {
        heading: 'Nom d’utilisateur',
        body: 'Votre nom d’utilisateur est celui que votre administrateur vous a communiqué, en général votre adresse e-mail professionnelle. Les majuscules et minuscules n’ont pas d’importance.',
      },
      {
        heading: 'Mot de passe oublié',
        body: 'Demandez à votre administrateur de réinitialiser votre mot de passe : vous recevrez un e-mail avec un lien pour en choisir un nouveau. Le lien ne fonctionne qu’une fois et expire.',
      },
      {
        heading: 'Compte verrouillé',
        body: 'Après plusieurs mots de passe erronés d’affilée, votre compte est verrouillé pour le protéger. Selon les paramètres de votre organisation, il se déverrouille seul après quelques minutes ; votre administrateur peut aussi le déverrouiller immédiatement.',
      },
      {
        heading: 'Trop de tentatives',
        body: 'Si l’on vous demande de patienter, trop de connexions ont été tentées en peu de temps. Attendez quelques secondes et réessayez.',
      },
    ],
    back: 'Retour à la connexion',
  },
  notice: {
    federationTitle: 'Échec de la connexion',
    federationBody:
      'La connexion via l’autre fournisseur n’a pas abouti. Recommencez depuis la page de connexion.',
    linkTitle: 'Ce lien ne peut pas être utilisé',
    linkBody:
      'Le lien n’est pas valide : il a expiré ou a déjà été utilisé. Connectez-vous ou demandez un nouveau lien.',
    errorCode: 'Code d’erreur',
  },
};

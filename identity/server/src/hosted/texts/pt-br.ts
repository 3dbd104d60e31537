import type { HostedText } from './hosted-text.ts';

/** Brazilian Portuguese texts of the hosted sign-in, signed-in and help pages. */
export const ptBR: HostedText = {
  page: {
    signInTitle: 'Entrar',
    noScript: 'Para entrar é preciso JavaScript. Ative-o no navegador e recarregue esta página.',
    unavailable: 'Não foi possível carregar o formulário de login. Recarregue a página ou tente mais tarde.',
    signedInTitle: 'Você entrou',
    signedInAs: 'Conectado como {login}.',
    closeWindow: 'Você pode fechar esta janela.',
  },
  help: {
    title: 'Ajuda para entrar',
    intro: 'Sua conta neste provedor de identidade é gerenciada pelo seu administrador.',
    sections: [
      {
        heading: 'Nome de usuário',
        body: 'Seu nome de usuário é o que o administrador informou, geralmente seu e-mail de trabalho. Maiúsculas e minúsculas não fazem diferença.',
      },
      {
        heading: 'Senha esquecida',
        body: 'Peça ao administrador para redefinir sua senha: você receberá um e-mail com um link para escolher uma nova. O link funciona uma única vez e expira.',
      },
      {
        heading: 'Conta bloqueada',
        body: 'Depois de várias senhas erradas seguidas, sua conta é bloqueada para protegê-la. Conforme as configurações da sua organização, ela é desbloqueada sozinha após alguns minutos; o administrador também pode desbloqueá-la na hora.',
      },
      {
        heading: 'Tentativas demais',
        body: 'Se pedirem que você aguarde, foram feitas tentativas de login demais em pouco tempo. Aguarde alguns segundos e tente novamente.',
      },
    ],
    back: 'Voltar para o login',
  },
  notice: {
    federationTitle: 'Falha ao entrar',
    federationBody: 'Não foi possível entrar pelo outro provedor. Comece de novo na página de login.',
    linkTitle: 'Este link não pode ser usado',
    linkBody: 'O link não é válido: expirou ou já foi usado. Entre ou solicite um novo link.',
    errorCode: 'Código de erro',
  },
};

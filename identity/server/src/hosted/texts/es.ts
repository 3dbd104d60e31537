import type { HostedText } from './hosted-text.ts';

/** Spanish texts of the hosted sign-in, signed-in and help pages. */
export const es: HostedText = {
  page: {
    signInTitle: 'Iniciar sesión',
    noScript:
      'Para iniciar sesión se necesita JavaScript. Actívelo en el navegador y vuelva a cargar esta página.',
    unavailable:
      'No se ha podido cargar el formulario de inicio de sesión. Vuelva a cargar la página o inténtelo más tarde.',
    signedInTitle: 'Ha iniciado sesión',
    signedInAs: 'Sesión iniciada como {login}.',
    closeWindow: 'Puede cerrar esta ventana.',
  },
  help: {
    title: 'Ayuda para iniciar sesión',
    intro: 'Su administrador gestiona su cuenta en este proveedor de identidad.',
    sections: [
      {
        heading: 'Nombre de usuario',
        body: 'Su nombre de usuario es el que le dio su administrador, normalmente su dirección de correo electrónico del trabajo. No importa si usa mayúsculas o minúsculas.',
      },
      {
        heading: 'Contraseña olvidada',
        body: 'Pida a su administrador que restablezca su contraseña: recibirá un correo con un enlace para elegir una nueva. El enlace solo funciona una vez y caduca.',
      },
      {
        heading: 'Cuenta bloqueada',
        body: 'Tras varias contraseñas incorrectas seguidas, su cuenta se bloquea para protegerla. Según la configuración de su organización, se desbloquea sola al cabo de unos minutos; su administrador también puede desbloquearla al momento.',
      },
      {
        heading: 'Demasiados intentos',
        body: 'Si se le pide que espere, se han intentado demasiados inicios de sesión en poco tiempo. Espere unos segundos y vuelva a intentarlo.',
      },
    ],
    back: 'Volver a iniciar sesión',
  },
  notice: {
    federationTitle: 'No se pudo iniciar sesión',
    federationBody:
      'El inicio de sesión a través del otro proveedor no funcionó. Vuelva a empezar desde la página de inicio de sesión.',
    linkTitle: 'Este enlace no se puede usar',
    linkBody:
      'El enlace no es válido: ha caducado o ya se ha utilizado. Inicie sesión o solicite un enlace nuevo.',
    errorCode: 'Código de error',
  },
};

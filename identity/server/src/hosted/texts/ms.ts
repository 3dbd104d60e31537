import type { HostedText } from './hosted-text.ts';

/** Malay texts of the hosted sign-in, signed-in and help pages. */
export const ms: HostedText = {
  page: {
    signInTitle: 'Log Masuk',
    noScript: 'Log masuk memerlukan JavaScript. Hidupkannya dalam pelayar anda dan muat semula halaman ini.',
    unavailable: 'Borang log masuk tidak dapat dimuatkan. Muat semula halaman atau cuba lagi kemudian.',
    signedInTitle: 'Anda telah log masuk',
    signedInAs: 'Log masuk sebagai {login}.',
    closeWindow: 'Anda boleh menutup tetingkap ini.',
  },
  help: {
    title: 'Bantuan log masuk',
    intro: 'Akaun anda pada penyedia identiti ini diuruskan oleh pentadbir anda.',
    sections: [
      {
        heading: 'Nama pengguna',
        body: 'Nama pengguna anda ialah nama yang diberikan oleh pentadbir, biasanya alamat e-mel kerja anda. Huruf besar dan kecil tidak penting.',
      },
      {
        heading: 'Lupa kata laluan',
        body: 'Minta pentadbir menetapkan semula kata laluan anda: anda akan menerima e-mel dengan pautan untuk memilih kata laluan baharu. Pautan itu berfungsi sekali sahaja dan akan tamat tempoh.',
      },
      {
        heading: 'Akaun dikunci',
        body: 'Selepas beberapa kata laluan salah berturut-turut, akaun anda dikunci untuk melindunginya. Bergantung pada tetapan organisasi anda, ia dibuka semula dengan sendirinya selepas beberapa minit; pentadbir anda juga boleh membukanya serta-merta.',
      },
      {
        heading: 'Terlalu banyak cubaan',
        body: 'Jika anda diminta menunggu, terlalu banyak cubaan log masuk dibuat dalam masa yang singkat. Tunggu beberapa saat dan cuba lagi.',
      },
    ],
    back: 'Kembali ke log masuk',
  },
  notice: {
    federationTitle: 'Log masuk gagal',
    federationBody: 'Log masuk melalui penyedia lain tidak berjaya. Mulakan semula dari halaman log masuk.',
    linkTitle: 'Pautan ini tidak boleh digunakan',
    linkBody:
      'Pautan tidak sah: ia telah tamat tempoh atau telah digunakan. Log masuk, atau minta pautan baharu.',
    errorCode: 'Kod ralat',
  },
};

import type { HostedText } from './hosted-text.ts';

/** Indonesian texts of the hosted sign-in, signed-in and help pages (also for the old code `in`). */
export const id: HostedText = {
  page: {
    signInTitle: 'Masuk',
    noScript: 'Untuk masuk diperlukan JavaScript. Aktifkan di browser Anda lalu muat ulang halaman ini.',
    unavailable: 'Formulir masuk tidak dapat dimuat. Muat ulang halaman atau coba lagi nanti.',
    signedInTitle: 'Anda sudah masuk',
    signedInAs: 'Masuk sebagai {login}.',
    closeWindow: 'Anda dapat menutup jendela ini.',
  },
  help: {
    title: 'Bantuan untuk masuk',
    intro: 'Akun Anda di penyedia identitas ini dikelola oleh administrator Anda.',
    sections: [
      {
        heading: 'Nama pengguna',
        body: 'Nama pengguna Anda adalah yang diberikan administrator, biasanya alamat email kantor Anda. Huruf besar dan kecil tidak dibedakan.',
      },
      {
        heading: 'Lupa kata sandi',
        body: 'Minta administrator untuk mengatur ulang kata sandi Anda: Anda akan menerima email berisi tautan untuk memilih kata sandi baru. Tautan hanya berlaku sekali dan akan kedaluwarsa.',
      },
      {
        heading: 'Akun terkunci',
        body: 'Setelah beberapa kali salah memasukkan kata sandi berturut-turut, akun Anda dikunci untuk melindunginya. Tergantung pengaturan organisasi, kuncinya terbuka sendiri setelah beberapa menit; administrator juga dapat langsung membukanya.',
      },
      {
        heading: 'Terlalu banyak percobaan',
        body: 'Jika Anda diminta menunggu, terlalu banyak percobaan masuk dalam waktu singkat. Tunggu beberapa detik lalu coba lagi.',
      },
    ],
    back: 'Kembali ke halaman masuk',
  },
  notice: {
    federationTitle: 'Gagal masuk',
    federationBody: 'Masuk melalui penyedia lain tidak berhasil. Mulai lagi dari halaman masuk.',
    linkTitle: 'Tautan ini tidak dapat digunakan',
    linkBody:
      'Tautan tidak valid: sudah kedaluwarsa atau sudah pernah digunakan. Masuk, atau minta tautan baru.',
    errorCode: 'Kode kesalahan',
  },
};

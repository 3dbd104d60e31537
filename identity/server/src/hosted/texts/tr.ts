import type { HostedText } from './hosted-text.ts';

/** Turkish texts of the hosted sign-in, signed-in and help pages. */
export const tr: HostedText = {
  page: {
    signInTitle: 'Oturum aç',
    noScript:
      'Oturum açmak için JavaScript gerekir. Tarayıcınızda etkinleştirip bu sayfayı yeniden yükleyin.',
    unavailable: 'Oturum açma formu yüklenemedi. Sayfayı yeniden yükleyin veya daha sonra tekrar deneyin.',
    signedInTitle: 'Oturum açtınız',
    signedInAs: '{login} olarak oturum açıldı.',
    closeWindow: 'Bu pencereyi kapatabilirsiniz.',
  },
  help: {
    title: 'Oturum açma yardımı',
    intro: 'Bu kimlik sağlayıcıdaki hesabınızı yöneticiniz yönetir.',
    sections: [
      {
        heading: 'Kullanıcı adı',
        body: 'Kullanıcı adınız, yöneticinizin size verdiği addır; genellikle iş e-posta adresinizdir. Büyük ve küçük harf fark etmez.',
      },
      {
        heading: 'Parolamı unuttum',
        body: 'Yöneticinizden parolanızı sıfırlamasını isteyin: yeni bir parola seçmeniz için bağlantı içeren bir e-posta alırsınız. Bağlantı yalnızca bir kez çalışır ve süresi dolar.',
      },
      {
        heading: 'Kilitli hesap',
        body: 'Art arda birkaç yanlış paroladan sonra hesabınız korunmak için kilitlenir. Kuruluşunuzun ayarlarına göre birkaç dakika sonra kendiliğinden açılır; yöneticiniz de hemen açabilir.',
      },
      {
        heading: 'Çok fazla deneme',
        body: 'Beklemeniz istenirse kısa sürede çok fazla oturum açma denenmiştir. Birkaç saniye bekleyip tekrar deneyin.',
      },
    ],
    back: 'Oturum açmaya dön',
  },
  notice: {
    federationTitle: 'Oturum açılamadı',
    federationBody:
      'Diğer sağlayıcı üzerinden oturum açma başarısız oldu. Oturum açma sayfasından yeniden başlayın.',
    linkTitle: 'Bu bağlantı kullanılamaz',
    linkBody:
      'Bağlantı geçerli değil: süresi dolmuş veya daha önce kullanılmış. Oturum açın ya da yeni bir bağlantı isteyin.',
    errorCode: 'Hata kodu',
  },
};

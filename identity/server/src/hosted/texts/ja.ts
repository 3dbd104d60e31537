import type { HostedText } from './hosted-text.ts';

/** Japanese texts of the hosted sign-in, signed-in and help pages. */
export const ja: HostedText = {
  page: {
    signInTitle: 'サインイン',
    noScript:
      'サインインには JavaScript が必要です。ブラウザーで有効にして、このページを再読み込みしてください。',
    unavailable:
      'サインインフォームを読み込めませんでした。ページを再読み込みするか、しばらくしてからもう一度お試しください。',
    signedInTitle: 'サインインしました',
    signedInAs: '{login} としてサインインしています。',
    closeWindow: 'このウィンドウを閉じてもかまいません。',
  },
  help: {
    title: 'サインインのヘルプ',
    intro: 'この ID プロバイダーのアカウントは管理者が管理しています。',
    sections: [
      {
        heading: 'ユーザー名',
        body: 'ユーザー名は管理者から通知されたもので、通常は勤務先のメールアドレスです。大文字と小文字は区別されません。',
      },
      {
        heading: 'パスワードを忘れた場合',
        body: '管理者にパスワードのリセットを依頼してください。新しいパスワードを設定するためのリンクがメールで届きます。リンクは 1 回だけ使用でき、有効期限があります。',
      },
      {
        heading: 'アカウントのロック',
        body: '間違ったパスワードを続けて何度も入力すると、保護のためにアカウントがロックされます。組織の設定によっては数分後に自動で解除されます。管理者がすぐに解除することもできます。',
      },
      {
        heading: '試行回数の超過',
        body: '待つように表示された場合は、短時間にサインインが何度も試行されています。数秒待ってからもう一度お試しください。',
      },
    ],
    back: 'サインインに戻る',
  },
};

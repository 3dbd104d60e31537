import type { HostedText } from './hosted-text.ts';

/** Traditional Chinese texts of the hosted sign-in, signed-in and help pages. */
export const zhTW: HostedText = {
  page: {
    signInTitle: '登入',
    noScript: '登入需要 JavaScript。請在瀏覽器中啟用，然後重新載入此頁面。',
    unavailable: '無法載入登入表單。請重新載入頁面或稍後再試。',
    signedInTitle: '您已登入',
    signedInAs: '已用 {login} 的身分登入。',
    closeWindow: '您可以關閉此視窗。',
  },
  help: {
    title: '登入說明',
    intro: '您在此身分識別提供者的帳戶由管理員管理。',
    sections: [
      {
        heading: '使用者名稱',
        body: '您的使用者名稱是管理員提供給您的名稱，通常是您的公司電子郵件地址。不區分大小寫。',
      },
      {
        heading: '忘記密碼',
        body: '請管理員重設您的密碼：您會收到一封電子郵件，其中的連結可用來設定新密碼。連結只能使用一次，且會過期。',
      },
      {
        heading: '帳戶遭鎖定',
        body: '連續多次輸入錯誤密碼後，您的帳戶會遭鎖定以保護安全。依組織的設定，帳戶會在幾分鐘後自動解除鎖定；管理員也可以立即為您解除鎖定。',
      },
      {
        heading: '嘗試次數過多',
        body: '如果系統要求您稍候，表示短時間內嘗試登入的次數過多。請等候幾秒後再試一次。',
      },
    ],
    back: '返回登入',
  },
  notice: {
    federationTitle: '登入失敗',
    federationBody: '透過其他提供者登入未成功。請從登入頁面重新開始。',
    linkTitle: '無法使用此連結',
    linkBody: '連結無效：已過期或已被使用。請登入，或申請新的連結。',
    errorCode: '錯誤代碼',
  },
};

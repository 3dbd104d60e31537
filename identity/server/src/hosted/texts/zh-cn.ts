import type { HostedText } from './hosted-text.ts';

/** Simplified Chinese texts of the hosted sign-in, signed-in and help pages. */
export const zhCN: HostedText = {
  page: {
    signInTitle: '登录',
    noScript: '登录需要 JavaScript。请在浏览器中启用它，然后重新加载此页面。',
    unavailable: '无法加载登录表单。请重新加载页面或稍后再试。',
    signedInTitle: '您已登录',
    signedInAs: '已以 {login} 身份登录。',
    closeWindow: '您可以关闭此窗口。',
  },
  help: {
    title: '登录帮助',
    intro: '您在此身份提供商处的账户由管理员管理。',
    sections: [
      { heading: '用户名', body: '您的用户名是管理员提供给您的，通常是您的工作电子邮件地址。不区分大小写。' },
      {
        heading: '忘记密码',
        body: '请让管理员重置您的密码：您会收到一封电子邮件，其中的链接可用于设置新密码。该链接只能使用一次，且会过期。',
      },
      {
        heading: '账户被锁定',
        body: '连续多次输入错误密码后，您的账户会被锁定以保护其安全。根据组织的设置，账户会在几分钟后自动解锁；管理员也可以立即为您解锁。',
      },
      {
        heading: '尝试次数过多',
        body: '如果系统提示您等待，说明短时间内尝试登录的次数过多。请等待几秒钟后重试。',
      },
    ],
    back: '返回登录',
  },
  notice: {
    federationTitle: '登录失败',
    federationBody: '通过其他提供方登录未成功。请从登录页面重新开始。',
    linkTitle: '此链接无法使用',
    linkBody: '链接无效：已过期或已被使用。请登录，或申请新的链接。',
    errorCode: '错误代码',
  },
};

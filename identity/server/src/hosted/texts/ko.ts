import type { HostedText } from './hosted-text.ts';

/** Korean texts of the hosted sign-in, signed-in and help pages. */
export const ko: HostedText = {
  page: {
    signInTitle: '로그인',
    noScript:
      '로그인하려면 JavaScript가 필요합니다. 브라우저에서 사용하도록 설정한 후 이 페이지를 새로 고치세요.',
    unavailable: '로그인 양식을 불러올 수 없습니다. 페이지를 새로 고치거나 나중에 다시 시도하세요.',
    signedInTitle: '로그인되었습니다',
    signedInAs: '{login}(으)로 로그인했습니다.',
    closeWindow: '이 창을 닫아도 됩니다.',
  },
  help: {
    title: '로그인 도움말',
    intro: '이 ID 공급자의 계정은 관리자가 관리합니다.',
    sections: [
      {
        heading: '사용자 이름',
        body: '사용자 이름은 관리자가 알려 준 이름으로, 보통 회사 이메일 주소입니다. 대소문자는 구분하지 않습니다.',
      },
      {
        heading: '비밀번호 분실',
        body: '관리자에게 비밀번호 재설정을 요청하세요. 새 비밀번호를 설정할 수 있는 링크가 이메일로 전송됩니다. 링크는 한 번만 사용할 수 있으며 만료됩니다.',
      },
      {
        heading: '계정 잠금',
        body: '잘못된 비밀번호를 여러 번 연속으로 입력하면 보호를 위해 계정이 잠깁니다. 조직 설정에 따라 몇 분 후 자동으로 잠금이 해제되며, 관리자가 즉시 해제할 수도 있습니다.',
      },
      {
        heading: '시도 횟수 초과',
        body: '기다리라는 메시지가 표시되면 짧은 시간에 로그인 시도가 너무 많았던 것입니다. 몇 초 기다린 후 다시 시도하세요.',
      },
    ],
    back: '로그인으로 돌아가기',
  },
  notice: {
    federationTitle: '로그인 실패',
    federationBody: '다른 공급자를 통한 로그인에 실패했습니다. 로그인 페이지에서 다시 시작하세요.',
    linkTitle: '이 링크는 사용할 수 없습니다',
    linkBody:
      '링크가 유효하지 않습니다. 만료되었거나 이미 사용되었습니다. 로그인하거나 새 링크를 요청하세요.',
    errorCode: '오류 코드',
  },
};

import type { Messages } from './en.ts';

const ko: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Shopkeeper 운영 콘솔',
    console: '운영 콘솔',
  },
  login: {
    title: '콘솔에 로그인',
    subtitle: '플랫폼 직원 전용입니다. 판매자는 Shopkeeper 앱에서 로그인하세요.',
    username: '사용자 이름',
    password: '비밀번호',
    usernameRequired: '사용자 이름을 입력하세요.',
    passwordRequired: '비밀번호를 입력하세요.',
    submit: '로그인',
    merchantRefused: '판매자 계정입니다. 콘솔은 운영자 계정으로 로그인해야 사용할 수 있습니다.',
  },
  header: {
    language: '언어',
    signOut: '로그아웃',
    account: '{{name}}(으)로 로그인됨',
  },
  nav: {
    main: '콘솔 메뉴',
    reviews: '심사',
  },
  sections: {
    dashboard: {
      title: '대시보드',
      description: '플랫폼 현황을 한눈에 봅니다.',
    },
    topUps: {
      title: '충전',
      description: '충전 요청을 거래 해시와 증빙으로 확인한 뒤 입금하거나 거절합니다.',
    },
    withdrawals: {
      title: '출금',
      description: '승인된 출금을 지급하거나 사유와 함께 거절합니다. 거절된 금액은 돌려줍니다.',
    },
    identity: {
      title: '본인 인증',
      description: '판매자의 이름, 신분증 번호와 사진을 확인하거나 사유와 함께 거절합니다.',
    },
    tierUpgrades: {
      title: '등급 업그레이드',
      description: '상점 등급 업그레이드를 승인하거나, 거절하고 보증금을 돌려줍니다.',
    },
    fulfilment: {
      title: '주문 처리',
      description: '결제된 주문이 창고와 배송을 거치는 과정을 단계별로 확인합니다.',
    },
    catalogue: {
      title: '상품 카탈로그',
      description: '상품 유형과 상품을 관리합니다. 언어별 이름, 이미지, 원가와 가격.',
    },
    qa: {
      title: 'Q&A',
      description: '판매자가 읽는 질문과 답변을 모든 언어로 작성합니다.',
    },
    notifications: {
      title: '알림',
      description: '판매자에게 공지를 보내고 의견에 답변합니다.',
    },
    customerService: {
      title: '고객 상담',
      description: '판매자와 실시간으로 채팅합니다.',
    },
    users: {
      title: '사용자',
      description: '판매자를 찾아 사유와 함께 계정 비활성화, 출금 금지, 지갑 동결을 합니다.',
    },
    settings: {
      title: '설정',
      description: '한도, 보증금, 충전 채널, 배송 단계 등 플랫폼 설정입니다.',
    },
    auditLog: {
      title: '감사 로그',
      description: '모든 운영자 작업을 누가 언제 했는지와 함께 기록합니다.',
    },
  },
  dashboard: {
    welcome: '{{name}}님, 환영합니다',
    welcomeAnonymous: '환영합니다',
    intro: '메뉴를 선택해 시작하세요.',
  },
  placeholder: {
    notYet: '이 메뉴는 아직 사용할 수 없습니다.',
    backToDashboard: '대시보드로 돌아가기',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    description: '이 주소에는 페이지가 없습니다.',
  },
  routeError: {
    title: '문제가 발생했습니다',
    description: '이 페이지를 표시할 수 없습니다. 새로고침하면 대개 해결됩니다.',
    reload: '새로고침',
  },
  errors: {
    network: '서버에 연결할 수 없습니다. 연결을 확인한 뒤 다시 시도하세요.',
    timeout: '서버 응답이 너무 오래 걸립니다. 다시 시도하세요.',
    unknown: '문제가 발생했습니다. 다시 시도하세요.',
  },
  // h-ux: begin
  supportContact: {
    title: '고객 지원 연락처',
    description:
      '로그인할 수 없는 판매자(로그인 중지, 계정 중지, 비밀번호 분실)에게 계정 없이 표시됩니다. 제공하지 않을 채널은 비워 두세요.',
    email: '이메일',
    phone: '전화',
    whatsapp: 'WhatsApp 번호',
    telegram: '텔레그램 사용자 이름',
    hours: '운영 시간',
    hoursPlaceholder: '예: 월–금 9:00–18:00 (UTC+8)',
    notes: '언어별 메모(선택)',
    save: '저장',
    saved: '고객 지원 연락처를 저장했습니다.',
    emailInvalid: 'help@example.com 같은 이메일 주소를 입력하세요.',
    phoneInvalid: '숫자, 공백, 괄호, 하이픈을 사용하고 맨 앞에 +를 붙일 수 있습니다.',
    telegramInvalid: '@이름(영문, 숫자, 밑줄 5–32자) 또는 https://t.me/ 링크를 사용하세요.',
  },
  layout: {
    skipToContent: '본문으로 건너뛰기',
  },
  // h-ux: end
};

export default ko;

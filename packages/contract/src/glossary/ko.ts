import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: '아이디',
    password: '비밀번호',
    pin: '거래 비밀번호',
    inviteCode: '초대 코드',
    shop: '스토어',
    storeCentre: '스토어 센터',
    tier: '등급',
    showcase: '쇼케이스',
    warehouse: '창고',
    wallet: '지갑',
    balance: '잔액',
    frozen: '동결',
    topUp: '충전',
    withdrawal: '출금',
    withdrawalAccount: '출금 계좌',
    flowRecords: '거래 내역',
    securityDeposit: '보증금',
    customerService: '고객센터',
  },
  avoid: {
    username: ['사용자 이름', '사용자명'],
    shop: ['상점'],
    pin: ['결제 비밀번호'],
    showcase: ['진열대'],
    customerService: ['고객 상담'],
  },
} satisfies GlossaryFile;

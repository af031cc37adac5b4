import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: 'ユーザー名',
    password: 'パスワード',
    pin: '取引暗証番号',
    inviteCode: '招待コード',
    shop: 'ストア',
    storeCentre: 'ストアセンター',
    tier: 'ランク',
    showcase: 'ショーケース',
    warehouse: '倉庫',
    wallet: 'ウォレット',
    balance: '残高',
    frozen: '凍結',
    topUp: 'チャージ',
    withdrawal: '出金',
    withdrawalAccount: '出金口座',
    flowRecords: '取引履歴',
    securityDeposit: '保証金',
    customerService: 'カスタマーサポート',
  },
  avoid: {
    pin: ['取引パスワード', '取引用暗証番号'],
    shop: ['ショップ'],
    customerService: ['カスタマーサービス'],
  },
} satisfies GlossaryFile;

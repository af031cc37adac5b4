import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: '使用者名稱',
    password: '密碼',
    pin: '交易密碼',
    inviteCode: '邀請碼',
    shop: '店鋪',
    storeCentre: '店鋪中心',
    tier: '等級',
    showcase: '櫥窗',
    warehouse: '倉庫',
    wallet: '錢包',
    balance: '餘額',
    frozen: '凍結',
    topUp: '儲值',
    withdrawal: '提領',
    withdrawalAccount: '收款帳戶',
    flowRecords: '資金明細',
    securityDeposit: '保證金',
    customerService: '線上客服',
  },
  avoid: {
    username: ['用戶名', '帳號名稱'],
    pin: ['支付密碼'],
    shop: ['商店'],
    topUp: ['充值'],
    withdrawal: ['提現'],
    flowRecords: ['交易紀錄'],
  },
} satisfies GlossaryFile;

import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: '用户名',
    password: '密码',
    pin: '交易密码',
    inviteCode: '邀请码',
    shop: '店铺',
    storeCentre: '店铺中心',
    tier: '等级',
    showcase: '橱窗',
    warehouse: '仓库',
    wallet: '钱包',
    balance: '余额',
    frozen: '冻结',
    topUp: '充值',
    withdrawal: '提现',
    withdrawalAccount: '收款账户',
    flowRecords: '资金明细',
    securityDeposit: '保证金',
    customerService: '在线客服',
  },
  avoid: {
    username: ['账号名', '用户名称'],
    pin: ['支付密码', '交易PIN'],
    shop: ['商店'],
    withdrawalAccount: ['提现账户', '银行卡账户'],
    flowRecords: ['交易记录'],
  },
} satisfies GlossaryFile;

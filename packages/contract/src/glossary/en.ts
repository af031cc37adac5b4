import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: 'username',
    password: 'password',
    pin: 'transaction PIN',
    inviteCode: 'invite code',
    shop: 'shop',
    storeCentre: 'store centre',
    tier: 'tier',
    showcase: 'showcase',
    warehouse: 'warehouse',
    wallet: 'wallet',
    balance: 'balance',
    frozen: 'frozen',
    topUp: 'top-up',
    withdrawal: 'withdrawal',
    withdrawalAccount: 'withdrawal account',
    flowRecords: 'transaction history',
    securityDeposit: 'security deposit',
    customerService: 'customer service',
  },
  avoid: {
    pin: ['pay password', 'payment password', 'transaction password'],
    storeCentre: ['store center'],
    topUp: ['recharge'],
    flowRecords: ['flow record'],
  },
} satisfies GlossaryFile;

import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: 'nome de usuário',
    password: 'senha',
    pin: 'PIN de transação',
    inviteCode: 'código de convite',
    shop: 'loja',
    storeCentre: 'central da loja',
    tier: 'nível',
    showcase: 'vitrine',
    warehouse: 'armazém',
    wallet: 'carteira',
    balance: 'saldo',
    frozen: 'congelada',
    topUp: 'recarga',
    withdrawal: 'saque',
    withdrawalAccount: 'conta de saque',
    flowRecords: 'histórico de transações',
    securityDeposit: 'depósito de garantia',
    customerService: 'atendimento ao cliente',
  },
  avoid: {
    pin: ['senha de transação'],
    warehouse: ['depósito de produtos'],
  },
} satisfies GlossaryFile;

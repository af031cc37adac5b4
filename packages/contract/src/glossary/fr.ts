import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: 'nom d’utilisateur',
    password: 'mot de passe',
    pin: 'code PIN de transaction',
    inviteCode: 'code d’invitation',
    shop: 'boutique',
    storeCentre: 'espace boutique',
    tier: 'niveau',
    showcase: 'vitrine',
    warehouse: 'entrepôt',
    wallet: 'portefeuille',
    balance: 'solde',
    frozen: 'gelé',
    topUp: 'recharge',
    withdrawal: 'retrait',
    withdrawalAccount: 'compte de retrait',
    flowRecords: 'historique des opérations',
    securityDeposit: 'dépôt de garantie',
    customerService: 'service client',
  },
  avoid: {
    username: ["nom d'utilisateur", 'identifiant'],
    pin: ['code de transaction', 'mot de passe de transaction'],
    topUp: ['rechargement'],
  },
} satisfies GlossaryFile;

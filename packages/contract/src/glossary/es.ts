import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: 'nombre de usuario',
    password: 'contraseña',
    pin: 'PIN de transacción',
    inviteCode: 'código de invitación',
    shop: 'tienda',
    storeCentre: 'centro de la tienda',
    tier: 'nivel',
    showcase: 'vitrina',
    warehouse: 'almacén',
    wallet: 'billetera',
    balance: 'saldo',
    frozen: 'congelada',
    topUp: 'recarga',
    withdrawal: 'retiro',
    withdrawalAccount: 'cuenta de retiro',
    flowRecords: 'historial de movimientos',
    securityDeposit: 'depósito de garantía',
    customerService: 'atención al cliente',
  },
  avoid: {
    pin: ['PIN de transacciones', 'contraseña de transacción'],
    showcase: ['escaparate'],
    wallet: ['monedero'],
  },
} satisfies GlossaryFile;

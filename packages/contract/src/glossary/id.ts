import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: 'nama pengguna',
    password: 'kata sandi',
    pin: 'PIN transaksi',
    inviteCode: 'kode undangan',
    shop: 'toko',
    storeCentre: 'pusat toko',
    tier: 'level',
    showcase: 'etalase',
    warehouse: 'gudang',
    wallet: 'dompet',
    balance: 'saldo',
    frozen: 'dibekukan',
    topUp: 'isi saldo',
    withdrawal: 'penarikan',
    withdrawalAccount: 'rekening penarikan',
    flowRecords: 'riwayat transaksi',
    securityDeposit: 'deposit jaminan',
    customerService: 'layanan pelanggan',
  },
  avoid: {
    pin: ['kata sandi transaksi'],
    withdrawalAccount: ['akun penarikan'],
  },
} satisfies GlossaryFile;

import type { GlossaryFile } from '../terms.ts';

export default {
  terms: {
    username: 'tên đăng nhập',
    password: 'mật khẩu',
    pin: 'mã PIN giao dịch',
    inviteCode: 'mã mời',
    shop: 'cửa hàng',
    storeCentre: 'trung tâm cửa hàng',
    tier: 'hạng',
    showcase: 'kệ trưng bày',
    warehouse: 'kho',
    wallet: 'ví',
    balance: 'số dư',
    frozen: 'đóng băng',
    topUp: 'nạp tiền',
    withdrawal: 'rút tiền',
    withdrawalAccount: 'tài khoản rút tiền',
    flowRecords: 'lịch sử giao dịch',
    securityDeposit: 'tiền đặt cọc',
    customerService: 'chăm sóc khách hàng',
  },
  avoid: {
    username: ['tên người dùng'],
    pin: ['mật khẩu giao dịch'],
    showcase: ['gian hàng'],
    tier: ['cấp độ'],
    withdrawalAccount: ['tài khoản nhận tiền'],
  },
} satisfies GlossaryFile;

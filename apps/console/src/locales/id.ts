import type { Messages } from './en.ts';

const id: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Konsol Shopkeeper',
    console: 'Konsol operator',
  },
  login: {
    title: 'Masuk ke konsol',
    subtitle: 'Khusus staf platform. Penjual masuk melalui aplikasi Shopkeeper.',
    username: 'Nama pengguna',
    password: 'Kata sandi',
    usernameRequired: 'Masukkan nama pengguna Anda.',
    passwordRequired: 'Masukkan kata sandi Anda.',
    submit: 'Masuk',
    merchantRefused: 'Ini akun penjual. Masuklah dengan akun operator untuk menggunakan konsol.',
  },
  header: {
    language: 'Bahasa',
    signOut: 'Keluar',
    account: 'Masuk sebagai {{name}}',
  },
  nav: {
    main: 'Bagian konsol',
    reviews: 'Peninjauan',
  },
  sections: {
    dashboard: {
      title: 'Dasbor',
      description: 'Gambaran umum platform.',
    },
    topUps: {
      title: 'Isi saldo',
      description:
        'Periksa permintaan isi saldo dengan hash transaksi dan buktinya, lalu kreditkan atau tolak.',
    },
    withdrawals: {
      title: 'Penarikan',
      description:
        'Bayarkan penarikan yang disetujui atau tolak dengan alasan; jumlah yang ditolak dikembalikan.',
    },
    identity: {
      title: 'Identitas',
      description: 'Verifikasi nama, nomor identitas, dan foto penjual, atau tolak dengan alasan.',
    },
    tierUpgrades: {
      title: 'Kenaikan level',
      description: 'Setujui kenaikan level toko, atau tolak dan kembalikan deposit jaminannya.',
    },
    fulfilment: {
      title: 'Pemenuhan pesanan',
      description: 'Ikuti pesanan yang sudah dibayar melalui gudang dan kurir, langkah demi langkah.',
    },
    catalogue: {
      title: 'Katalog',
      description:
        'Kelola jenis barang dan barang: nama dalam setiap bahasa, gambar, harga pokok, dan harga jual.',
    },
    qa: {
      title: 'Tanya jawab',
      description: 'Tulis pertanyaan dan jawaban yang dibaca penjual, dalam setiap bahasa.',
    },
    notifications: {
      title: 'Notifikasi',
      description: 'Kirim pengumuman kepada penjual dan balas masukan mereka.',
    },
    customerService: {
      title: 'Layanan pelanggan',
      description: 'Mengobrol dengan penjual secara langsung.',
    },
    users: {
      title: 'Pengguna',
      description: 'Cari penjual; nonaktifkan akun, larang penarikan, atau bekukan dompet, disertai alasan.',
    },
    settings: {
      title: 'Pengaturan',
      description:
        'Batas, deposit jaminan, kanal isi saldo, langkah pengiriman, dan pengaturan platform lainnya.',
    },
    auditLog: {
      title: 'Log audit',
      description: 'Setiap tindakan operator, lengkap dengan pelaku dan waktunya.',
    },
  },
  dashboard: {
    welcome: 'Selamat datang, {{name}}',
    welcomeAnonymous: 'Selamat datang',
    intro: 'Pilih salah satu bagian untuk memulai.',
  },
  placeholder: {
    notYet: 'Bagian ini belum tersedia.',
    backToDashboard: 'Kembali ke dasbor',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    description: 'Tidak ada halaman di alamat ini.',
  },
  routeError: {
    title: 'Terjadi kesalahan',
    description: 'Halaman ini tidak dapat ditampilkan. Biasanya memuat ulang halaman dapat membantu.',
    reload: 'Muat ulang',
  },
  errors: {
    network: 'Tidak dapat terhubung ke server. Periksa koneksi Anda dan coba lagi.',
    timeout: 'Server terlalu lama merespons. Silakan coba lagi.',
    unknown: 'Terjadi kesalahan. Silakan coba lagi.',
  },
  // h-ux: begin
  supportContact: {
    title: 'Kontak dukungan',
    description:
      'Ditampilkan tanpa akun kepada penjual yang tidak bisa masuk (dijeda, dinonaktifkan, lupa kata sandi). Kosongkan saluran yang tidak ingin ditawarkan.',
    email: 'Email',
    phone: 'Telepon',
    whatsapp: 'Nomor WhatsApp',
    telegram: 'Nama pengguna Telegram',
    hours: 'Jam layanan',
    hoursPlaceholder: 'mis. Sen–Jum 9.00–18.00 (UTC+8)',
    notes: 'Catatan per bahasa (opsional)',
    save: 'Simpan',
    saved: 'Kontak dukungan disimpan.',
    emailInvalid: 'Masukkan alamat email, misalnya help@example.com.',
    phoneInvalid: 'Gunakan angka, spasi, kurung, atau tanda hubung, boleh diawali +.',
    telegramInvalid: 'Gunakan @nama (5–32 huruf, angka, atau garis bawah) atau tautan https://t.me/.',
  },
  layout: {
    skipToContent: 'Lewati ke konten',
  },
  // h-ux: end
};

export default id;

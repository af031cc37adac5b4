import type { Messages } from './en.ts';

const vi: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Bảng điều hành Shopkeeper',
    console: 'Bảng điều hành',
  },
  login: {
    title: 'Đăng nhập bảng điều hành',
    subtitle: 'Chỉ dành cho nhân viên nền tảng. Người bán vui lòng đăng nhập ứng dụng Shopkeeper.',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    usernameRequired: 'Vui lòng nhập tên đăng nhập.',
    passwordRequired: 'Vui lòng nhập mật khẩu.',
    submit: 'Đăng nhập',
    merchantRefused:
      'Đây là tài khoản người bán. Hãy đăng nhập bằng tài khoản vận hành để dùng bảng điều hành.',
  },
  header: {
    language: 'Ngôn ngữ',
    signOut: 'Đăng xuất',
    account: 'Đang đăng nhập với tên {{name}}',
  },
  nav: {
    main: 'Các mục của bảng điều hành',
    reviews: 'Duyệt',
  },
  sections: {
    dashboard: {
      title: 'Tổng quan',
      description: 'Tình hình chung của nền tảng.',
    },
    topUps: {
      title: 'Nạp tiền',
      description: 'Đối chiếu yêu cầu nạp tiền với mã giao dịch và chứng từ, rồi ghi có hoặc từ chối.',
    },
    withdrawals: {
      title: 'Rút tiền',
      description:
        'Chi trả các yêu cầu rút tiền đã duyệt hoặc từ chối kèm lý do; số tiền bị từ chối được hoàn lại.',
    },
    identity: {
      title: 'Xác minh danh tính',
      description: 'Xác minh họ tên, số giấy tờ và ảnh của người bán, hoặc từ chối kèm lý do.',
    },
    tierUpgrades: {
      title: 'Nâng cấp cửa hàng',
      description: 'Duyệt yêu cầu nâng hạng cửa hàng, hoặc từ chối và hoàn lại tiền đặt cọc.',
    },
    fulfilment: {
      title: 'Xử lý đơn hàng',
      description: 'Theo dõi từng bước các đơn đã thanh toán qua kho và đơn vị vận chuyển.',
    },
    catalogue: {
      title: 'Danh mục hàng',
      description: 'Quản lý loại hàng và sản phẩm: tên theo từng ngôn ngữ, hình ảnh, giá vốn và giá bán.',
    },
    qa: {
      title: 'Hỏi đáp',
      description: 'Soạn các câu hỏi và câu trả lời cho người bán bằng mọi ngôn ngữ.',
    },
    notifications: {
      title: 'Thông báo',
      description: 'Gửi thông báo đến người bán và trả lời góp ý của họ.',
    },
    customerService: {
      title: 'Chăm sóc khách hàng',
      description: 'Trò chuyện trực tiếp với người bán.',
    },
    users: {
      title: 'Người dùng',
      description: 'Tìm người bán; khóa tài khoản, cấm rút tiền hoặc đóng băng ví, kèm lý do.',
    },
    settings: {
      title: 'Cài đặt',
      description:
        'Hạn mức, tiền đặt cọc, kênh nạp tiền, các bước vận chuyển và các cài đặt khác của nền tảng.',
    },
    auditLog: {
      title: 'Nhật ký thao tác',
      description: 'Mọi thao tác của nhân viên vận hành, ai thực hiện và khi nào.',
    },
  },
  dashboard: {
    welcome: 'Chào mừng, {{name}}',
    welcomeAnonymous: 'Chào mừng',
    intro: 'Hãy chọn một mục để bắt đầu.',
  },
  placeholder: {
    notYet: 'Mục này hiện chưa sử dụng được.',
    backToDashboard: 'Quay lại trang tổng quan',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    description: 'Không có trang nào ở địa chỉ này.',
  },
  routeError: {
    title: 'Đã xảy ra lỗi',
    description: 'Không thể hiển thị trang này. Tải lại trang thường sẽ khắc phục được.',
    reload: 'Tải lại',
  },
  errors: {
    network: 'Không kết nối được máy chủ. Hãy kiểm tra kết nối và thử lại.',
    timeout: 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
    unknown: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  },
  // h-ux: begin
  supportContact: {
    title: 'Liên hệ hỗ trợ',
    description:
      'Hiển thị cho người bán không đăng nhập được (bị tạm khóa, bị vô hiệu hóa, quên mật khẩu) mà không cần tài khoản. Để trống kênh nào thì kênh đó không được cung cấp.',
    email: 'Email',
    phone: 'Điện thoại',
    whatsapp: 'Số WhatsApp',
    telegram: 'Tên người dùng Telegram',
    hours: 'Giờ làm việc',
    hoursPlaceholder: 'ví dụ: Thứ 2–Thứ 6, 9:00–18:00 (UTC+8)',
    notes: 'Ghi chú theo ngôn ngữ (không bắt buộc)',
    save: 'Lưu',
    saved: 'Đã lưu thông tin liên hệ hỗ trợ.',
    emailInvalid: 'Nhập địa chỉ email, ví dụ help@example.com.',
    phoneInvalid: 'Dùng chữ số, khoảng trắng, ngoặc hoặc gạch ngang, có thể thêm + ở đầu.',
    telegramInvalid: 'Dùng @tên (5–32 chữ cái, chữ số hoặc gạch dưới) hoặc liên kết https://t.me/.',
  },
  layout: {
    skipToContent: 'Chuyển đến nội dung',
  },
  // h-ux: end
};

export default vi;

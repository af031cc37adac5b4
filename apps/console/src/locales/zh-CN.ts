import type { Messages } from './en.ts';

const zhCN: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Shopkeeper 运营后台',
    console: '运营后台',
  },
  login: {
    title: '登录运营后台',
    subtitle: '仅限平台工作人员使用。商家请登录 Shopkeeper 应用。',
    username: '用户名',
    password: '密码',
    usernameRequired: '请输入用户名。',
    passwordRequired: '请输入密码。',
    submit: '登录',
    merchantRefused: '这是商家账号。请使用运营账号登录后台。',
  },
  header: {
    language: '语言',
    signOut: '退出登录',
    account: '当前登录：{{name}}',
  },
  nav: {
    main: '后台栏目',
    reviews: '审核',
  },
  sections: {
    dashboard: {
      title: '概览',
      description: '平台整体情况一览。',
    },
    topUps: {
      title: '充值审核',
      description: '根据交易哈希和凭证核对充值申请，然后入账或驳回。',
    },
    withdrawals: {
      title: '提现审核',
      description: '为通过审核的提现打款，或填写原因驳回；驳回的金额将退回。',
    },
    identity: {
      title: '实名认证',
      description: '核验商家的姓名、证件号码和照片，或填写原因驳回。',
    },
    tierUpgrades: {
      title: '店铺升级',
      description: '批准店铺等级升级，或驳回并退还保证金。',
    },
    fulfilment: {
      title: '订单履约',
      description: '逐步跟踪已付款订单在仓库和物流中的进度。',
    },
    catalogue: {
      title: '商品库',
      description: '管理商品类型和商品：各语言名称、图片、成本和价格。',
    },
    qa: {
      title: '常见问题',
      description: '用各种语言编写商家看到的问题与解答。',
    },
    notifications: {
      title: '通知',
      description: '向商家发送公告，并回复他们的反馈。',
    },
    customerService: {
      title: '在线客服',
      description: '与商家实时聊天。',
    },
    users: {
      title: '用户管理',
      description: '查找商家，禁用账号、禁止提现或冻结钱包，并注明原因。',
    },
    settings: {
      title: '系统设置',
      description: '各项限额、保证金、充值渠道、物流步骤及其他平台设置。',
    },
    auditLog: {
      title: '操作日志',
      description: '每一次运营操作，由谁在何时执行。',
    },
  },
  dashboard: {
    welcome: '欢迎，{{name}}',
    welcomeAnonymous: '欢迎',
    intro: '请选择一个栏目开始工作。',
  },
  placeholder: {
    notYet: '此栏目暂未开放。',
    backToDashboard: '返回概览',
  },
  notFound: {
    title: '页面不存在',
    description: '此地址没有对应的页面。',
  },
  routeError: {
    title: '出错了',
    description: '此页面无法显示，刷新一下通常就能解决。',
    reload: '刷新',
  },
  errors: {
    network: '无法连接服务器，请检查网络后重试。',
    timeout: '服务器响应超时，请重试。',
    unknown: '出现问题，请重试。',
  },
  // h-ux: begin
  supportContact: {
    title: '客服联系方式',
    description:
      '向无法登录的商家（被暂停登录、已停用、忘记密码）展示，无需账号即可查看。某个渠道留空即不提供。',
    email: '邮箱',
    phone: '电话',
    whatsapp: 'WhatsApp 号码',
    telegram: 'Telegram 用户名',
    hours: '服务时间',
    hoursPlaceholder: '例如：周一至周五 9:00–18:00（UTC+8）',
    notes: '各语言备注（可选）',
    save: '保存',
    saved: '客服联系方式已保存。',
    emailInvalid: '请输入邮箱地址，例如 help@example.com。',
    phoneInvalid: '请使用数字、空格、括号或短横线，开头可加 +。',
    telegramInvalid: '请使用 @用户名（5–32 位字母、数字或下划线）或 https://t.me/ 链接。',
  },
  layout: {
    skipToContent: '跳到主要内容',
  },
  // h-ux: end
};

export default zhCN;

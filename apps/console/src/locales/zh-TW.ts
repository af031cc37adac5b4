import type { Messages } from './en.ts';

const zhTW: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Shopkeeper 營運後台',
    console: '營運後台',
  },
  login: {
    title: '登入營運後台',
    subtitle: '僅限平台工作人員使用。商家請登入 Shopkeeper 應用程式。',
    username: '使用者名稱',
    password: '密碼',
    usernameRequired: '請輸入使用者名稱。',
    passwordRequired: '請輸入密碼。',
    submit: '登入',
    merchantRefused: '這是商家帳號。請使用營運帳號登入後台。',
  },
  header: {
    language: '語言',
    signOut: '登出',
    account: '目前登入：{{name}}',
  },
  nav: {
    main: '後台欄目',
    reviews: '審核',
  },
  sections: {
    dashboard: {
      title: '總覽',
      description: '平台整體狀況一覽。',
    },
    topUps: {
      title: '儲值審核',
      description: '依交易雜湊與憑證核對儲值申請，再入帳或駁回。',
    },
    withdrawals: {
      title: '提領審核',
      description: '為核准的提領付款，或填寫原因駁回；駁回的金額將退回。',
    },
    identity: {
      title: '實名認證',
      description: '核驗商家的姓名、證件號碼與照片，或填寫原因駁回。',
    },
    tierUpgrades: {
      title: '店鋪升級',
      description: '核准店鋪等級升級，或駁回並退還保證金。',
    },
    fulfilment: {
      title: '訂單履約',
      description: '逐步追蹤已付款訂單在倉庫與物流中的進度。',
    },
    catalogue: {
      title: '商品庫',
      description: '管理商品類型與商品：各語言名稱、圖片、成本與價格。',
    },
    qa: {
      title: '常見問題',
      description: '以各種語言撰寫商家看到的問題與解答。',
    },
    notifications: {
      title: '通知',
      description: '向商家發送公告，並回覆他們的意見回饋。',
    },
    customerService: {
      title: '線上客服',
      description: '與商家即時聊天。',
    },
    users: {
      title: '使用者管理',
      description: '查詢商家，停用帳號、禁止提領或凍結錢包，並註明原因。',
    },
    settings: {
      title: '系統設定',
      description: '各項限額、保證金、儲值管道、物流步驟及其他平台設定。',
    },
    auditLog: {
      title: '操作紀錄',
      description: '每一次營運操作，由誰在何時執行。',
    },
  },
  dashboard: {
    welcome: '歡迎，{{name}}',
    welcomeAnonymous: '歡迎',
    intro: '請選擇一個欄目開始工作。',
  },
  placeholder: {
    notYet: '此欄目尚未開放。',
    backToDashboard: '返回總覽',
  },
  notFound: {
    title: '找不到頁面',
    description: '此網址沒有對應的頁面。',
  },
  routeError: {
    title: '發生錯誤',
    description: '無法顯示此頁面，重新整理通常就能解決。',
    reload: '重新整理',
  },
  errors: {
    network: '無法連線到伺服器，請檢查網路後再試一次。',
    timeout: '伺服器回應逾時，請再試一次。',
    unknown: '發生問題，請再試一次。',
  },
  // h-ux: begin
  supportContact: {
    title: '客服聯絡方式',
    description:
      '向無法登入的商家（被暫停登入、已停用、忘記密碼）顯示，無需帳號即可查看。某個管道留空即不提供。',
    email: '電子郵件',
    phone: '電話',
    whatsapp: 'WhatsApp 號碼',
    telegram: 'Telegram 使用者名稱',
    hours: '服務時間',
    hoursPlaceholder: '例如：週一至週五 9:00–18:00（UTC+8）',
    notes: '各語言備註（選填）',
    save: '儲存',
    saved: '客服聯絡方式已儲存。',
    emailInvalid: '請輸入電子郵件地址，例如 help@example.com。',
    phoneInvalid: '請使用數字、空格、括號或連字號，開頭可加 +。',
    telegramInvalid: '請使用 @使用者名稱（5–32 個字母、數字或底線）或 https://t.me/ 連結。',
  },
  layout: {
    skipToContent: '跳到主要內容',
  },
  // h-ux: end
};

export default zhTW;

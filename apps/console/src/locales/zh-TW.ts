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
  /** The Users section (features/users). */
  users: {
    searchLabel: '依使用者名稱搜尋',
    searchPlaceholder: '使用者名稱的一部分',
    columns: {
      username: '使用者名稱',
      role: '角色',
      status: '狀態',
      joined: '註冊時間',
      actions: '操作',
    },
    roles: {
      merchant: '商家',
      operator: '營運人員',
    },
    status: {
      active: '正常',
      disabled: '已停用',
      withdrawalForbidden: '禁止提領',
      walletFrozen: '錢包已凍結',
    },
    actions: {
      disable: '停用',
      enable: '啟用',
      forbidWithdrawal: '禁止提領',
      allowWithdrawal: '允許提領',
      freezeWallet: '凍結錢包',
      unfreezeWallet: '解凍錢包',
      resetLink: '重設連結',
    },
    dialogs: {
      disable: '停用 {{name}}',
      forbidWithdrawal: '禁止 {{name}} 提領',
      freezeWallet: '凍結 {{name}} 的錢包',
    },
    reasonLabel: '原因（商家看得到）',
    reasonRequired: '請填寫原因。',
    disableNote: '{{name}} 會立即在所有裝置上登出。',
    cancel: '取消',
    saved: '已儲存。',
    loadMore: '載入更多',
    empty: '找不到使用者。',
    resetLinkTitle: '{{name}} 的密碼重設連結',
    resetLinkIntro: '請將此連結交給商家。連結只能使用一次，且只會在這裡顯示這一次。',
    resetLinkExpires: '有效期限至 {{time}}。',
    close: '關閉',
  },
};

export default zhTW;

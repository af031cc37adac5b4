import type { Messages } from './en.ts';

const ja: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Shopkeeper 運営コンソール',
    console: '運営コンソール',
  },
  login: {
    title: 'コンソールにログイン',
    subtitle: 'プラットフォームのスタッフ専用です。出店者の方は Shopkeeper アプリからログインしてください。',
    username: 'ユーザー名',
    password: 'パスワード',
    usernameRequired: 'ユーザー名を入力してください。',
    passwordRequired: 'パスワードを入力してください。',
    submit: 'ログイン',
    merchantRefused: 'これは出店者のアカウントです。コンソールは運営アカウントでログインしてご利用ください。',
  },
  header: {
    language: '言語',
    signOut: 'ログアウト',
    account: '{{name}} としてログイン中',
  },
  nav: {
    main: 'コンソールのメニュー',
    reviews: '審査',
  },
  sections: {
    dashboard: {
      title: 'ダッシュボード',
      description: 'プラットフォームの概要です。',
    },
    topUps: {
      title: 'チャージ',
      description: 'チャージ申請をトランザクションハッシュと証憑で確認し、入金または却下します。',
    },
    withdrawals: {
      title: '出金',
      description: '承認した出金を支払うか、理由を添えて却下します。却下した金額は返金されます。',
    },
    identity: {
      title: '本人確認',
      description: '出店者の氏名・身分証番号・写真を確認するか、理由を添えて却下します。',
    },
    tierUpgrades: {
      title: 'ランクアップ',
      description: 'ショップのランクアップを承認するか、却下して保証金を返還します。',
    },
    fulfilment: {
      title: 'フルフィルメント',
      description: '支払い済みの注文を倉庫から配送まで一段階ずつ追跡します。',
    },
    catalogue: {
      title: '商品カタログ',
      description: '商品の種類と商品を管理します。各言語の名称、画像、原価、価格。',
    },
    qa: {
      title: 'Q&A',
      description: '出店者が読む質問と回答を各言語で作成します。',
    },
    notifications: {
      title: 'お知らせ',
      description: '出店者にお知らせを送り、フィードバックに返信します。',
    },
    customerService: {
      title: 'カスタマーサービス',
      description: '出店者とリアルタイムでチャットします。',
    },
    users: {
      title: 'ユーザー',
      description: '出店者を検索し、理由を添えてアカウントの無効化、出金の禁止、ウォレットの凍結を行います。',
    },
    settings: {
      title: '設定',
      description: '上限、保証金、チャージ方法、配送ステップなど、プラットフォームの設定です。',
    },
    auditLog: {
      title: '監査ログ',
      description: '運営による操作のすべてを、誰がいつ行ったかとともに記録します。',
    },
  },
  dashboard: {
    welcome: 'ようこそ、{{name}} さん',
    welcomeAnonymous: 'ようこそ',
    intro: 'メニューを選んで始めましょう。',
  },
  placeholder: {
    notYet: 'このメニューはまだご利用いただけません。',
    backToDashboard: 'ダッシュボードに戻る',
  },
  notFound: {
    title: 'ページが見つかりません',
    description: 'このアドレスにはページがありません。',
  },
  routeError: {
    title: 'エラーが発生しました',
    description: 'このページを表示できませんでした。再読み込みすると解決することがあります。',
    reload: '再読み込み',
  },
  errors: {
    network: 'サーバーに接続できません。接続を確認して、もう一度お試しください。',
    timeout: 'サーバーの応答に時間がかかりすぎています。もう一度お試しください。',
    unknown: '問題が発生しました。もう一度お試しください。',
  },
  /** The Users section (features/users). */
  users: {
    searchLabel: 'ユーザー名で検索',
    searchPlaceholder: 'ユーザー名の一部',
    columns: {
      username: 'ユーザー名',
      role: '役割',
      status: '状態',
      joined: '登録日',
      actions: '操作',
    },
    roles: {
      merchant: '出店者',
      operator: '運営スタッフ',
    },
    status: {
      active: '有効',
      disabled: '無効',
      withdrawalForbidden: '出金禁止',
      walletFrozen: 'ウォレット凍結',
    },
    actions: {
      disable: '無効にする',
      enable: '有効にする',
      forbidWithdrawal: '出金を禁止',
      allowWithdrawal: '出金を許可',
      freezeWallet: 'ウォレットを凍結',
      unfreezeWallet: 'ウォレットの凍結を解除',
      resetLink: '再設定リンク',
    },
    dialogs: {
      disable: '{{name}} を無効にする',
      forbidWithdrawal: '{{name}} の出金を禁止',
      freezeWallet: '{{name}} のウォレットを凍結',
    },
    reasonLabel: '理由（出店者に表示されます）',
    reasonRequired: '理由を入力してください。',
    disableNote: '{{name}} はすべての端末からすぐにログアウトされます。',
    cancel: 'キャンセル',
    saved: '保存しました。',
    loadMore: 'さらに表示',
    empty: 'ユーザーが見つかりません。',
    resetLinkTitle: '{{name}} のパスワード再設定リンク',
    resetLinkIntro: 'このリンクを出店者に渡してください。使えるのは一度だけで、表示されるのも今回だけです。',
    resetLinkExpires: '{{time}} まで有効です。',
    close: '閉じる',
  },
};

export default ja;

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
  // h-ux: begin
  supportContact: {
    title: 'サポートの連絡先',
    description:
      'ログインできない販売者（ログイン停止中、無効化、パスワード忘れ）に、アカウントなしで表示されます。提供しない窓口は空欄にしてください。',
    email: 'メール',
    phone: '電話',
    whatsapp: 'WhatsApp 番号',
    telegram: 'Telegram ユーザー名',
    hours: '対応時間',
    hoursPlaceholder: '例：月〜金 9:00〜18:00（UTC+8）',
    notes: '言語ごとのメモ（任意）',
    save: '保存',
    saved: 'サポートの連絡先を保存しました。',
    emailInvalid: 'help@example.com のようなメールアドレスを入力してください。',
    phoneInvalid: '数字・スペース・かっこ・ハイフンを使い、先頭に + を付けられます。',
    telegramInvalid:
      '@名前（英数字・アンダースコア 5〜32文字）または https://t.me/ のリンクを使ってください。',
  },
  layout: {
    skipToContent: '本文へスキップ',
  },
  // h-ux: end
};

export default ja;

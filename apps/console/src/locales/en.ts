/**
 * English texts of the console; the shape every other language must match (the type check
 * refuses a language with a missing or extra text). `{{name}}` marks a value filled in.
 */
const en = {
  app: {
    brand: 'Shopkeeper',
    title: 'Shopkeeper Console',
    console: 'Operator console',
  },
  login: {
    title: 'Sign in to the console',
    subtitle: 'For platform staff only. Merchants sign in to the Shopkeeper app.',
    username: 'Username',
    password: 'Password',
    usernameRequired: 'Enter your username.',
    passwordRequired: 'Enter your password.',
    submit: 'Sign in',
    merchantRefused: 'This is a merchant account. Sign in with an operator account to use the console.',
  },
  header: {
    language: 'Language',
    signOut: 'Sign out',
    account: 'Signed in as {{name}}',
  },
  nav: {
    main: 'Console sections',
    reviews: 'Reviews',
  },
  sections: {
    dashboard: {
      title: 'Dashboard',
      description: 'An overview of the platform.',
    },
    topUps: {
      title: 'Top-ups',
      description:
        'Check top-up requests against their transaction hash and proof, then credit or reject them.',
    },
    withdrawals: {
      title: 'Withdrawals',
      description: 'Pay out approved withdrawals or reject them with a reason; rejected amounts return.',
    },
    identity: {
      title: 'Identity',
      description: "Verify merchants' names, ID numbers and photos, or reject them with a reason.",
    },
    tierUpgrades: {
      title: 'Tier upgrades',
      description: 'Approve shop tier upgrades or reject them and return the security deposit.',
    },
    fulfilment: {
      title: 'Fulfilment',
      description: 'Follow paid orders through the warehouse and carrier, step by step.',
    },
    catalogue: {
      title: 'Catalogue',
      description: 'Manage goods types and goods: names in every language, images, cost and prices.',
    },
    qa: {
      title: 'Q&A',
      description: 'Write the questions and answers merchants read, in every language.',
    },
    notifications: {
      title: 'Notifications',
      description: 'Send announcements to merchants and answer their feedback.',
    },
    customerService: {
      title: 'Customer service',
      description: 'Chat with merchants in real time.',
    },
    users: {
      title: 'Users',
      description: 'Find merchants, disable accounts, forbid withdrawals or freeze wallets, with a reason.',
    },
    settings: {
      title: 'Settings',
      description: 'Limits, deposits, top-up channels, logistics steps and other platform settings.',
    },
    auditLog: {
      title: 'Audit log',
      description: 'Every operator action, with who did it and when.',
    },
  },
  dashboard: {
    welcome: 'Welcome, {{name}}',
    welcomeAnonymous: 'Welcome',
    intro: 'Choose a section to get started.',
  },
  placeholder: {
    notYet: 'This section is not available yet.',
    backToDashboard: 'Back to the dashboard',
  },
  notFound: {
    title: 'Page not found',
    description: 'There is no page at this address.',
  },
  routeError: {
    title: 'Something went wrong',
    description: 'This page could not be shown. Reloading usually helps.',
    reload: 'Reload',
  },
  errors: {
    network: 'Cannot reach the server. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    unknown: 'Something went wrong. Please try again.',
  },
  // h-ux: begin
  supportContact: {
    title: 'Support contact',
    description:
      'Shown without an account to merchants who cannot sign in (locked out, disabled, password forgotten). Leave a channel empty to not offer it.',
    email: 'Email',
    phone: 'Phone',
    whatsapp: 'WhatsApp number',
    telegram: 'Telegram username',
    hours: 'Hours',
    hoursPlaceholder: 'e.g. Mon–Fri 9:00–18:00 (UTC+8)',
    notes: 'Note per language (optional)',
    save: 'Save',
    saved: 'Support contact saved.',
    emailInvalid: 'Enter an email address such as help@example.com.',
    phoneInvalid: 'Use digits, spaces, brackets or dashes, with an optional + in front.',
    telegramInvalid: 'Use @name (5–32 letters, digits or underscores) or a https://t.me/ link.',
  },
  layout: {
    skipToContent: 'Skip to content',
  },
  // h-ux: end
};

export default en;
export type Messages = typeof en;

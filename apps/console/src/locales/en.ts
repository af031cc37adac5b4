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
  /** The Users section (features/users). */
  users: {
    searchLabel: 'Search by username',
    searchPlaceholder: 'Part of a username',
    columns: {
      username: 'Username',
      role: 'Role',
      status: 'Status',
      joined: 'Joined',
      actions: 'Actions',
    },
    roles: {
      merchant: 'Merchant',
      operator: 'Operator',
    },
    status: {
      active: 'Active',
      disabled: 'Disabled',
      withdrawalForbidden: 'Withdrawals forbidden',
      walletFrozen: 'Wallet frozen',
    },
    actions: {
      disable: 'Disable',
      enable: 'Enable',
      forbidWithdrawal: 'Forbid withdrawals',
      allowWithdrawal: 'Allow withdrawals',
      freezeWallet: 'Freeze wallet',
      unfreezeWallet: 'Unfreeze wallet',
      resetLink: 'Reset link',
    },
    dialogs: {
      disable: 'Disable {{name}}',
      forbidWithdrawal: 'Forbid withdrawals for {{name}}',
      freezeWallet: 'Freeze the wallet of {{name}}',
    },
    reasonLabel: 'Reason (the merchant sees it)',
    reasonRequired: 'Enter a reason.',
    disableNote: '{{name}} is signed out on every device at once.',
    cancel: 'Cancel',
    saved: 'Saved.',
    loadMore: 'Load more',
    empty: 'No users found.',
    resetLinkTitle: 'Password reset link for {{name}}',
    resetLinkIntro: 'Give this link to the merchant. It works once, and this is the only time it is shown.',
    resetLinkExpires: 'Valid until {{time}}.',
    close: 'Close',
  },
};

export default en;
export type Messages = typeof en;

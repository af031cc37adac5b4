import type { Messages } from './en.ts';

const fr: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Console Shopkeeper',
    console: "Console d'exploitation",
  },
  login: {
    title: 'Connexion à la console',
    subtitle:
      "Réservée au personnel de la plateforme. Les marchands se connectent à l'application Shopkeeper.",
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    usernameRequired: "Saisissez votre nom d'utilisateur.",
    passwordRequired: 'Saisissez votre mot de passe.',
    submit: 'Se connecter',
    merchantRefused:
      "Ce compte est un compte marchand. Connectez-vous avec un compte d'opérateur pour utiliser la console.",
  },
  header: {
    language: 'Langue',
    signOut: 'Se déconnecter',
    account: 'Connecté en tant que {{name}}',
  },
  nav: {
    main: 'Rubriques de la console',
    reviews: 'Vérifications',
  },
  sections: {
    dashboard: {
      title: 'Tableau de bord',
      description: "Vue d'ensemble de la plateforme.",
    },
    topUps: {
      title: 'Rechargements',
      description:
        'Vérifiez les demandes de rechargement avec leur hash de transaction et leur justificatif, puis créditez-les ou refusez-les.',
    },
    withdrawals: {
      title: 'Retraits',
      description:
        'Versez les retraits approuvés ou refusez-les en indiquant le motif ; les montants refusés sont restitués.',
    },
    identity: {
      title: 'Identité',
      description:
        "Vérifiez le nom, le numéro de pièce d'identité et les photos des marchands, ou refusez-les en indiquant le motif.",
    },
    tierUpgrades: {
      title: 'Changements de niveau',
      description:
        'Approuvez les passages de boutique au niveau supérieur, ou refusez-les et restituez le dépôt de garantie.',
    },
    fulfilment: {
      title: 'Exécution des commandes',
      description: "Suivez pas à pas les commandes payées, de l'entrepôt au transporteur.",
    },
    catalogue: {
      title: 'Catalogue',
      description:
        'Gérez les types de produits et les produits : noms dans chaque langue, images, coût et prix.',
    },
    qa: {
      title: 'Questions-réponses',
      description: 'Rédigez, dans chaque langue, les questions et réponses que lisent les marchands.',
    },
    notifications: {
      title: 'Notifications',
      description: 'Envoyez des annonces aux marchands et répondez à leurs avis.',
    },
    customerService: {
      title: 'Service client',
      description: 'Discutez avec les marchands en temps réel.',
    },
    users: {
      title: 'Utilisateurs',
      description:
        'Trouvez des marchands ; désactivez un compte, interdisez les retraits ou gelez un portefeuille, en indiquant le motif.',
    },
    settings: {
      title: 'Paramètres',
      description:
        'Limites, dépôts de garantie, moyens de rechargement, étapes de livraison et autres réglages de la plateforme.',
    },
    auditLog: {
      title: "Journal d'audit",
      description: 'Chaque action des opérateurs, avec son auteur et sa date.',
    },
  },
  dashboard: {
    welcome: 'Bienvenue, {{name}}',
    welcomeAnonymous: 'Bienvenue',
    intro: 'Choisissez une rubrique pour commencer.',
  },
  placeholder: {
    notYet: "Cette rubrique n'est pas encore disponible.",
    backToDashboard: 'Retour au tableau de bord',
  },
  notFound: {
    title: 'Page introuvable',
    description: "Il n'y a aucune page à cette adresse.",
  },
  routeError: {
    title: 'Un problème est survenu',
    description: "Cette page n'a pas pu s'afficher. Recharger la page suffit généralement.",
    reload: 'Recharger',
  },
  errors: {
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
    unknown: 'Un problème est survenu. Veuillez réessayer.',
  },
  /** The Users section (features/users). */
  users: {
    searchLabel: "Rechercher par nom d'utilisateur",
    searchPlaceholder: "Une partie du nom d'utilisateur",
    columns: {
      username: "Nom d'utilisateur",
      role: 'Rôle',
      status: 'Statut',
      joined: 'Inscription',
      actions: 'Actions',
    },
    roles: {
      merchant: 'Marchand',
      operator: 'Opérateur',
    },
    status: {
      active: 'Actif',
      disabled: 'Désactivé',
      withdrawalForbidden: 'Retraits interdits',
      walletFrozen: 'Portefeuille gelé',
    },
    actions: {
      disable: 'Désactiver',
      enable: 'Réactiver',
      forbidWithdrawal: 'Interdire les retraits',
      allowWithdrawal: 'Autoriser les retraits',
      freezeWallet: 'Geler le portefeuille',
      unfreezeWallet: 'Dégeler le portefeuille',
      resetLink: 'Lien de réinitialisation',
    },
    dialogs: {
      disable: 'Désactiver {{name}}',
      forbidWithdrawal: 'Interdire les retraits à {{name}}',
      freezeWallet: 'Geler le portefeuille de {{name}}',
    },
    reasonLabel: 'Motif (visible par le marchand)',
    reasonRequired: 'Indiquez un motif.',
    disableNote: '{{name}} est déconnecté immédiatement sur tous ses appareils.',
    cancel: 'Annuler',
    saved: 'Enregistré.',
    loadMore: 'Afficher plus',
    empty: 'Aucun utilisateur trouvé.',
    resetLinkTitle: 'Lien de réinitialisation du mot de passe pour {{name}}',
    resetLinkIntro:
      "Transmettez ce lien au marchand. Il ne fonctionne qu'une fois et n'est affiché qu'ici, maintenant.",
    resetLinkExpires: "Valable jusqu'au {{time}}.",
    close: 'Fermer',
  },
};

export default fr;

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
  // h-ux: begin
  supportContact: {
    title: 'Contact du support',
    description:
      'Affiché sans compte aux marchands qui ne peuvent pas se connecter (bloqués, désactivés, mot de passe oublié). Laissez un canal vide pour ne pas le proposer.',
    email: 'E-mail',
    phone: 'Téléphone',
    whatsapp: 'Numéro WhatsApp',
    telegram: 'Nom d’utilisateur Telegram',
    hours: 'Horaires',
    hoursPlaceholder: 'ex. : lun.–ven. 9 h–18 h (UTC+8)',
    notes: 'Note par langue (facultative)',
    save: 'Enregistrer',
    saved: 'Contact du support enregistré.',
    emailInvalid: 'Saisissez une adresse e-mail, par exemple help@example.com.',
    phoneInvalid: 'Utilisez des chiffres, espaces, parenthèses ou tirets, avec un + facultatif au début.',
    telegramInvalid: 'Utilisez @nom (5 à 32 lettres, chiffres ou tirets bas) ou un lien https://t.me/.',
  },
  layout: {
    skipToContent: 'Aller au contenu',
  },
  // h-ux: end
};

export default fr;

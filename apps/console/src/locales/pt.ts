import type { Messages } from './en.ts';

const pt: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Console Shopkeeper',
    console: 'Console de operação',
  },
  login: {
    title: 'Entrar no console',
    subtitle: 'Somente para a equipe da plataforma. Lojistas entram pelo aplicativo Shopkeeper.',
    username: 'Nome de usuário',
    password: 'Senha',
    usernameRequired: 'Informe seu nome de usuário.',
    passwordRequired: 'Informe sua senha.',
    submit: 'Entrar',
    merchantRefused: 'Esta é uma conta de lojista. Entre com uma conta de operador para usar o console.',
  },
  header: {
    language: 'Idioma',
    signOut: 'Sair',
    account: 'Conectado como {{name}}',
  },
  nav: {
    main: 'Seções do console',
    reviews: 'Análises',
  },
  sections: {
    dashboard: {
      title: 'Painel',
      description: 'Uma visão geral da plataforma.',
    },
    topUps: {
      title: 'Recargas',
      description:
        'Confira os pedidos de recarga pelo hash da transação e pelo comprovante e depois credite ou recuse.',
    },
    withdrawals: {
      title: 'Saques',
      description:
        'Pague os saques aprovados ou recuse-os informando o motivo; os valores recusados são devolvidos.',
    },
    identity: {
      title: 'Identidade',
      description: 'Verifique nome, número do documento e fotos dos lojistas, ou recuse informando o motivo.',
    },
    tierUpgrades: {
      title: 'Mudanças de nível',
      description: 'Aprove a subida de nível das lojas, ou recuse e devolva o depósito de garantia.',
    },
    fulfilment: {
      title: 'Atendimento de pedidos',
      description: 'Acompanhe os pedidos pagos pelo armazém e pela transportadora, etapa por etapa.',
    },
    catalogue: {
      title: 'Catálogo',
      description: 'Gerencie tipos de produto e produtos: nomes em cada idioma, imagens, custo e preços.',
    },
    qa: {
      title: 'Perguntas e respostas',
      description: 'Escreva, em cada idioma, as perguntas e respostas que os lojistas leem.',
    },
    notifications: {
      title: 'Notificações',
      description: 'Envie comunicados aos lojistas e responda aos comentários deles.',
    },
    customerService: {
      title: 'Atendimento ao cliente',
      description: 'Converse com os lojistas em tempo real.',
    },
    users: {
      title: 'Usuários',
      description:
        'Encontre lojistas; desative contas, proíba saques ou congele carteiras, informando o motivo.',
    },
    settings: {
      title: 'Configurações',
      description:
        'Limites, depósitos, canais de recarga, etapas de entrega e outras configurações da plataforma.',
    },
    auditLog: {
      title: 'Registro de auditoria',
      description: 'Cada ação dos operadores, com quem a fez e quando.',
    },
  },
  dashboard: {
    welcome: 'Boas-vindas, {{name}}',
    welcomeAnonymous: 'Boas-vindas',
    intro: 'Escolha uma seção para começar.',
  },
  placeholder: {
    notYet: 'Esta seção ainda não está disponível.',
    backToDashboard: 'Voltar ao painel',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'Não há nenhuma página neste endereço.',
  },
  routeError: {
    title: 'Algo deu errado',
    description: 'Não foi possível mostrar esta página. Recarregar costuma resolver.',
    reload: 'Recarregar',
  },
  errors: {
    network: 'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.',
    timeout: 'O servidor demorou demais para responder. Tente de novo.',
    unknown: 'Algo deu errado. Tente de novo.',
  },
  // h-ux: begin
  supportContact: {
    title: 'Contato do suporte',
    description:
      'Mostrado sem conta aos lojistas que não conseguem entrar (bloqueados, desativados, senha esquecida). Deixe um canal vazio para não oferecê-lo.',
    email: 'E-mail',
    phone: 'Telefone',
    whatsapp: 'Número do WhatsApp',
    telegram: 'Usuário do Telegram',
    hours: 'Horário de atendimento',
    hoursPlaceholder: 'ex.: seg. a sex., 9h–18h (UTC+8)',
    notes: 'Observação por idioma (opcional)',
    save: 'Salvar',
    saved: 'Contato do suporte salvo.',
    emailInvalid: 'Informe um e-mail, como help@example.com.',
    phoneInvalid: 'Use números, espaços, parênteses ou hifens, com + opcional no início.',
    telegramInvalid: 'Use @nome (5 a 32 letras, números ou sublinhados) ou um link https://t.me/.',
  },
  layout: {
    skipToContent: 'Pular para o conteúdo',
  },
  // h-ux: end
};

export default pt;

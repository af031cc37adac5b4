import type { Messages } from './en.ts';

const es: Messages = {
  app: {
    brand: 'Shopkeeper',
    title: 'Consola de Shopkeeper',
    console: 'Consola de operación',
  },
  login: {
    title: 'Iniciar sesión en la consola',
    subtitle:
      'Solo para el personal de la plataforma. Los comerciantes inician sesión en la aplicación Shopkeeper.',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    usernameRequired: 'Introduce tu nombre de usuario.',
    passwordRequired: 'Introduce tu contraseña.',
    submit: 'Iniciar sesión',
    merchantRefused:
      'Esta es una cuenta de comerciante. Inicia sesión con una cuenta de operador para usar la consola.',
  },
  header: {
    language: 'Idioma',
    signOut: 'Cerrar sesión',
    account: 'Sesión iniciada como {{name}}',
  },
  nav: {
    main: 'Secciones de la consola',
    reviews: 'Revisiones',
  },
  sections: {
    dashboard: {
      title: 'Panel',
      description: 'Una vista general de la plataforma.',
    },
    topUps: {
      title: 'Recargas',
      description:
        'Comprueba las solicitudes de recarga con su hash de transacción y su comprobante, y abónalas o recházalas.',
    },
    withdrawals: {
      title: 'Retiros',
      description:
        'Paga los retiros aprobados o recházalos indicando el motivo; los importes rechazados se devuelven.',
    },
    identity: {
      title: 'Identidad',
      description:
        'Verifica el nombre, el número de documento y las fotos de los comerciantes, o recházalos indicando el motivo.',
    },
    tierUpgrades: {
      title: 'Subidas de nivel',
      description:
        'Aprueba las subidas de nivel de las tiendas, o recházalas y devuelve el depósito de garantía.',
    },
    fulfilment: {
      title: 'Gestión de pedidos',
      description: 'Sigue paso a paso los pedidos pagados por el almacén y el transportista.',
    },
    catalogue: {
      title: 'Catálogo',
      description:
        'Gestiona tipos de producto y productos: nombres en cada idioma, imágenes, coste y precios.',
    },
    qa: {
      title: 'Preguntas y respuestas',
      description: 'Redacta, en cada idioma, las preguntas y respuestas que leen los comerciantes.',
    },
    notifications: {
      title: 'Notificaciones',
      description: 'Envía avisos a los comerciantes y responde a sus comentarios.',
    },
    customerService: {
      title: 'Atención al cliente',
      description: 'Chatea con los comerciantes en tiempo real.',
    },
    users: {
      title: 'Usuarios',
      description:
        'Busca comerciantes; desactiva cuentas, prohíbe retiros o congela monederos, indicando el motivo.',
    },
    settings: {
      title: 'Ajustes',
      description: 'Límites, depósitos, canales de recarga, pasos de envío y otros ajustes de la plataforma.',
    },
    auditLog: {
      title: 'Registro de auditoría',
      description: 'Cada acción de los operadores, con quién la hizo y cuándo.',
    },
  },
  dashboard: {
    welcome: 'Te damos la bienvenida, {{name}}',
    welcomeAnonymous: 'Te damos la bienvenida',
    intro: 'Elige una sección para empezar.',
  },
  placeholder: {
    notYet: 'Esta sección todavía no está disponible.',
    backToDashboard: 'Volver al panel',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'No hay ninguna página en esta dirección.',
  },
  routeError: {
    title: 'Algo ha fallado',
    description: 'No se ha podido mostrar esta página. Suele bastar con recargarla.',
    reload: 'Recargar',
  },
  errors: {
    network: 'No se puede conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
    timeout: 'El servidor ha tardado demasiado en responder. Vuelve a intentarlo.',
    unknown: 'Algo ha fallado. Vuelve a intentarlo.',
  },
  // h-ux: begin
  supportContact: {
    title: 'Contacto de soporte',
    description:
      'Se muestra sin cuenta a los comerciantes que no pueden iniciar sesión (bloqueados, desactivados, contraseña olvidada). Deja un canal vacío para no ofrecerlo.',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    whatsapp: 'Número de WhatsApp',
    telegram: 'Usuario de Telegram',
    hours: 'Horario de atención',
    hoursPlaceholder: 'p. ej.: lun.–vie. 9:00–18:00 (UTC+8)',
    notes: 'Nota por idioma (opcional)',
    save: 'Guardar',
    saved: 'Contacto de soporte guardado.',
    emailInvalid: 'Introduce un correo electrónico, como help@example.com.',
    phoneInvalid: 'Usa números, espacios, paréntesis o guiones, con un + opcional al principio.',
    telegramInvalid: 'Usa @nombre (de 5 a 32 letras, números o guiones bajos) o un enlace https://t.me/.',
  },
  layout: {
    skipToContent: 'Saltar al contenido',
  },
  // h-ux: end
};

export default es;

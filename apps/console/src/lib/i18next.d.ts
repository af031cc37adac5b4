import 'i18next';
import type en from '../locales/en.json';

// Translation keys are checked at compile time against the English file. This declaration is
// global, so it is seen only by the console's own TypeScript program (apps/console/tsconfig.json).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

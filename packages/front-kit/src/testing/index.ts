export * from './texts.ts';

/** Test-only helpers of both front ends; never imported by app code. */

export * from './fake-event-source.ts';
export * from './fake-server.ts';
export * from './fake-uploads.ts';
export * from './store-centre.ts';
export * from './texts.ts';

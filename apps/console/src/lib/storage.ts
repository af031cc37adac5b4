import { createStorage } from '@shopkeeper/front-kit/storage';

/**
 * What the console keeps in local storage. Keys are prefixed (`console.token`) so the console
 * and the merchant app (which uses `token`) can be signed in side by side in one browser as
 * different people.
 */
export const storage = createStorage('console.');

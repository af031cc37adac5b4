import { createStorage } from '@shopkeeper/front-kit/storage';

/** What the merchant app keeps in local storage, under its original key names
 * (docs/product.md#start-and-local-storage). */
export const storage = createStorage();

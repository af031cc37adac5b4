import { createStorage } from '@shopkeeper/front-kit/storage';

/** What the merchant app keeps in local storage, under exactly the spec's key names (§3). */
export const storage = createStorage();

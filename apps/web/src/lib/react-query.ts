import { createQueryClient } from '@shopkeeper/front-kit/query-client';

/** The merchant app's server state, with the defaults both front ends share. */
export const queryClient = createQueryClient();

import { checkImage } from '../../../components/form/image-check.ts';

/** What is wrong with a chosen logo before it is sent (its type or size); true when it may go. */
export const checkLogo = (file: File | null): string | true =>
  checkImage(file, { type: 'shopProfile.logoType', tooLarge: 'shopProfile.logoTooLarge' });

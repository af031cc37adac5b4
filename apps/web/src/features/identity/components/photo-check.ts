import { checkImage } from '../../../components/form/image-check.ts';

/** What is wrong with a chosen ID photo before it is sent; true when it may go. */
export const checkPhoto = (file: File | null | undefined, required: boolean): string | true =>
  checkImage(file, {
    required: required ? 'identity.photoRequired' : undefined,
    type: 'identity.fileType',
    tooLarge: 'identity.fileTooLarge',
  });

import { UPLOAD } from '@shopkeeper/contract';
import { textMessage } from '../../../components/form/form-message.ts';

/** Megabytes with one decimal, as a person reads a file's size ("7.3"). */
export const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toString();

/**
 * What is wrong with a chosen photo before it is sent, in words the person can act on (its
 * size against the limit, or its type); true when it may go. The server judges the bytes
 * again (decision 014); this only spares a long upload that would be refused.
 */
export function checkPhoto(file: File | null | undefined, required: boolean): string | true {
  if (!file) return required ? 'identity.photoRequired' : true;
  if (!(UPLOAD.types as readonly string[]).includes(file.type)) return 'identity.fileType';
  if (file.size > UPLOAD.maxBytesDefault) {
    return textMessage('identity.fileTooLarge', {
      size: megabytes(file.size),
      limit: megabytes(UPLOAD.maxBytesDefault),
    });
  }
  return true;
}

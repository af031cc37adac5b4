import { UPLOAD } from '@shopkeeper/contract';
import { textMessage } from '../../../components/form/form-message.ts';

const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toString();

/**
 * What is wrong with a chosen logo before it is sent (its type, or its size against the
 * limit); true when it may go. The server judges the bytes again and re-encodes them.
 */
export function checkLogo(file: File | null): string | true {
  if (!file) return true;
  if (!(UPLOAD.types as readonly string[]).includes(file.type)) return 'shopProfile.logoType';
  if (file.size > UPLOAD.maxBytesDefault) {
    return textMessage('shopProfile.logoTooLarge', {
      size: megabytes(file.size),
      limit: megabytes(UPLOAD.maxBytesDefault),
    });
  }
  return true;
}

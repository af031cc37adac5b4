import { UPLOAD } from '@shopkeeper/contract';
import { useEffect, useState } from 'react';
import { textMessage } from './form-message.ts';

/** Megabytes with one decimal, as a person reads a file's size ("7.3"). */
export const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toString();

/**
 * What is wrong with a chosen image before it is sent, in words the person can act on (its
 * type, or its size against the limit, as `{{size}}` and `{{limit}}`); true when it may go.
 * The server judges the bytes again (decision 014); this only spares a long upload that
 * would be refused.
 */
export function checkImage(
  file: File | null | undefined,
  keys: { required?: string; type: string; tooLarge: string },
): string | true {
  if (!file) return keys.required ?? true;
  if (!(UPLOAD.types as readonly string[]).includes(file.type)) return keys.type;
  if (file.size > UPLOAD.maxBytesDefault) {
    return textMessage(keys.tooLarge, {
      size: megabytes(file.size),
      limit: megabytes(UPLOAD.maxBytesDefault),
    });
  }
  return true;
}

/** A chosen file's preview URL, released when another is chosen or the field goes. */
export function usePreviewUrl(file: File | null | undefined): string | undefined {
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { uploadKind } from '../../enums.ts';
import { uploadPath } from '../common.ts';

export const upload = defineCall({
  path: '/v1/upload/{kind}',
  method: 'POST',
  auth: 'user',
  summary: 'Upload an image (JPEG, PNG, WebP, checked by its bytes); returns its path',
  input: z.strictObject({ kind: uploadKind }),
  files: [{ name: 'file', required: true }],
  output: z.object({ path: uploadPath, url: z.string() }),
});

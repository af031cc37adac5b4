// The request's multipart methods are declared by the plugin: load its types wherever this file is.
import type {} from '@fastify/multipart';
import type { CallDefinition } from '@shopkeeper/contract';
import type { FastifyRequest } from 'fastify';
import { invalidField } from '../lib/app-error.ts';
import { imageTypeOf } from '../lib/image-type.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';

/** Re-exported for the callers that took it from here before it moved to lib/. */
export type { UploadedFile } from '../lib/uploaded-file.ts';

/** "5" for 5 MB, "2.5" for 2.5 MB: the size a refusal names. */
export const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

/** Text fields beyond what any call declares are refused by the input schema; this bounds the parsing. */
const MAX_TEXT_FIELDS = 20;

/**
 * Reads a multipart request for a call that declares files: each declared file at most
 * `maxBytes` (the refusal names the size in MB), of an accepted image type by its bytes;
 * undeclared file parts are refused, naming the part. Nothing is
 * stored here: a refusal leaves nothing behind.
 */
export async function readMultipart(
  request: FastifyRequest,
  def: CallDefinition,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  const declared = def.files ?? [];
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const parts = request.parts({
    limits: { fileSize: maxBytes, files: declared.length, fields: MAX_TEXT_FIELDS, fieldSize: 4096 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const name = part.fieldname;
      if (!declared.some((f) => f.name === name) || files[name]) {
        throw invalidField(name, 'unknownField');
      }
      const bytes = await part.toBuffer();
      const type = imageTypeOf(bytes);
      if (!type) throw invalidField(name, 'fileType');
      files[name] = { bytes, type, filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidField(nameOfLargeFile(error, declared), 'fileTooLarge', { size: megabytes(maxBytes) });
    }
    if (code === 'FST_FILES_LIMIT') throw invalidField(declared[0]?.name ?? 'file', 'unknownField');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalidField('body', 'invalid');
    throw error;
  }
  return { fields, files };
}

/** Checked after the text fields, so a request with a bad field and no file hears about the field. */
export function requireFiles(def: CallDefinition, files: Record<string, UploadedFile>) {
  const missing = def.files?.find((f) => f.required && !files[f.name]);
  if (missing) throw invalidField(missing.name, 'required');
}

/** The size error does not say which part it was; with one declared file it is that one. */
function nameOfLargeFile(error: unknown, declared: readonly { name: string }[]) {
  const part = (error as { part?: { fieldname?: string } }).part;
  return part?.fieldname ?? declared[0]?.name ?? 'file';
}

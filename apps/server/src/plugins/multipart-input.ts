// The request's multipart methods are declared by the plugin: load its types wherever this file is.
import type {} from '@fastify/multipart';
import type { CallDefinition } from '@shopkeeper/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode, fail, invalidField } from '../lib/app-error.ts';
import { imageTypeOf } from '../lib/image-type.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';

/** "5" for 5 MB, "2.5" for 2.5 MB: the size a refusal names. */
export const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

/** Text fields beyond what any call declares are refused by the input schema; this bounds the parsing. */
const MAX_TEXT_FIELDS = 20;
const MAX_FIELD_BYTES = 4096;

/**
 * What a multipart body may hold besides its files: the text fields at their largest, with
 * room for each part's boundary and headers.
 */
export const FIELDS_ALLOWANCE = MAX_TEXT_FIELDS * (MAX_FIELD_BYTES + 512) + 64 * 1024;

/** The most bytes a call's multipart body can take: its declared files, each at most `maxBytes`, and its fields. */
export const multipartLimit = (def: CallDefinition, maxBytes: number) =>
  (def.files?.length ?? 0) * maxBytes + FIELDS_ALLOWANCE;

/** How many body bytes each request may have: read by plugins/unread-body.ts after a refusal. */
const bodyLimits = new WeakMap<FastifyRequest['raw'], number>();
export const bodyLimitOf = (request: FastifyRequest) => bodyLimits.get(request.raw);

/**
 * busboy's refusals of a malformed body ("Part terminated early", "Unexpected end of form",
 * "Malformed part header", a missing boundary), whose errors carry no code, only a message;
 * and a file part whose stream was closed because the body ended inside it.
 */
function isMalformedBody(error: unknown) {
  if (!(error instanceof Error) || error instanceof AppError) return false;
  const code = (error as { code?: string }).code;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return (
    code === undefined && /terminated early|unexpected end|malformed|boundary|multipart/i.test(error.message)
  );
}

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
  const limit = multipartLimit(def, maxBytes);
  bodyLimits.set(request.raw, limit);
  const tooLarge = () =>
    invalidField(declared[0]?.name ?? 'file', 'fileTooLarge', { size: megabytes(maxBytes) });
  // Refused before a byte is read: files this large could not all be within their limit.
  if (Number(request.headers['content-length']) > limit) throw tooLarge();
  const parts = request.parts({
    limits: {
      fileSize: maxBytes,
      files: declared.length,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_TEXT_FIELDS + declared.length,
    },
  });
  const guard = guardBodySize(request, limit, tooLarge);
  try {
    const iterator = parts[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([iterator.next(), guard.exceeded]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const name = part.fieldname;
      if (!declared.some((f) => f.name === name) || files[name]) {
        throw invalidField(name, 'unknownField');
      }
      const bytes = await Promise.race([readPart(part.file, maxBytes, tooLarge), guard.exceeded]);
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
    // A body cut short or not multipart at all is the client's fault, as bad JSON is (the
    // 'malformed' variant's message names JSON, so the plain 400).
    if (isMalformedBody(error)) throw fail(ErrorCode.BAD_REQUEST);
    throw error;
  } finally {
    guard.stop();
  }
  return { fields, files };
}

/**
 * A file part read whole, refused as soon as it passes `maxBytes` rather than when its part
 * ends: busboy drops the bytes past its fileSize limit but reads them all first.
 */
async function readPart(file: NodeJS.ReadableStream, maxBytes: number, tooLarge: () => Error) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  if ((file as { truncated?: boolean }).truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Counts the body's bytes as they arrive, whatever they are (a preamble, part headers, a
 * chunked body with no Content-Length): past `limit` the body stops being read and
 * `exceeded` rejects, so the parts' reader is answered at once.
 */
function guardBodySize(request: FastifyRequest, limit: number, tooLarge: () => Error) {
  const raw = request.raw;
  let seen = 0;
  let reject: (error: Error) => void = () => {};
  const exceeded = new Promise<never>((_, fail) => {
    reject = fail;
  });
  // Nobody may be waiting on it when the body ends within its limit.
  exceeded.catch(() => {});
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= limit) return;
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
    reject(tooLarge());
  };
  raw.on('data', count);
  return { exceeded, stop: () => raw.off('data', count) };
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

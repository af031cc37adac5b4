import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type.ts';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('imageTypeOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpg');
    expect(imageTypeOf(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13))).toBe('png');
    expect(imageTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses text, GIF, a RIFF that is not WebP, and files shorter than a signature', () => {
    expect(imageTypeOf(Buffer.from('hello, I am a PNG'))).toBeUndefined();
    expect(imageTypeOf(bytes('GIF89a', 1, 0, 1, 0))).toBeUndefined();
    expect(imageTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeUndefined();
    expect(imageTypeOf(bytes(0x89, 'PNG'))).toBeUndefined();
    expect(imageTypeOf(bytes(0xff, 0xd8))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});

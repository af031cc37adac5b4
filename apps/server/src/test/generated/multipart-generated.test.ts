import { type CallDefinition, calls, ErrorCode, UPLOAD } from '@shopkeeper/contract';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { samples } from '../call-samples.ts';
import { describeApi } from '../harness.ts';
import { reportFigures } from '../verify-report.ts';
import { answerCode, Callers, changedTables, fingerprint, type RunFigures } from './callers.ts';
import { NOT_AN_OBJECT, urlText } from './wire.ts';

/**
 * Every call of the contract that takes files (its `files`), sent files that are not what they
 * say: empty, an image header over HTML, an SVG or a JPEG under a PNG's name and type, a body
 * cut short or past the size limit, a file under a name the call does not take. The type is
 * judged by the bytes and every image is re-encoded (docs/decisions/014-uploads.md), so a
 * refusal stores nothing and an image that is accepted is stored as what its bytes are, with
 * nothing of a polyglot's script left in it.
 */

interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

const BOUNDARY = 'generatedBoundary7MA4YWxkTrZu0gW';

function multipartBody(fields: Record<string, unknown>, files: FilePart[]) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
    ),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const SCRIPT = '<html><script>alert(document.cookie)</script></html>';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const fileCalls = (Object.entries(calls) as [string, CallDefinition][]).filter(
  ([, def]) => def.files?.length,
);

describeApi('files generated against every multipart call', (api) => {
  const callers = new Callers(api);
  const figures: RunFigures = { inputs: 0, refused: 0, accepted: 0, fiveHundreds: 0 };
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    await callers.start();
    const image = sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a6' } });
    png = await image.clone().png().toBuffer();
    jpeg = await image.clone().jpeg().toBuffer();
  });

  it('has calls with files to check', () => {
    expect(fileCalls.map(([name]) => name)).toContain('upload');
  });

  for (const [name, def] of fileCalls) {
    const declared = def.files!;
    const main = declared[0]!.name;
    /** The other declared files, valid, so only the one under test is wrong. */
    const others = () =>
      declared
        .slice(1)
        .map((f) => ({ name: f.name, filename: 'ok.png', contentType: 'image/png', bytes: png }));
    /** The call's sample (test/call-samples.ts): its path parameters in the URL, the rest as text fields. */
    const request = async () => {
      const valid = (await samples[name]!(api())) as Record<string, unknown>;
      const params = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      return {
        url: `/api${def.path.replace(/\{(\w+)\}/g, (_, key: string) => urlText(String(valid[key])))}`,
        fields: Object.fromEntries(Object.entries(valid).filter(([key]) => !params.includes(key))),
      };
    };
    const send = async (
      label: string,
      body: Buffer,
      contentType = `multipart/form-data; boundary=${BOUNDARY}`,
    ) => {
      const headers = { ...callers.credentials(def), 'content-type': contentType };
      const inject = { method: 'POST' as const, url: (await request()).url, headers, payload: body };
      return answerCode(api(), { inject, readsAs: NOT_AN_OBJECT }, figures, `${name} ${label}`);
    };

    it(`${name}: files that are not images, bodies cut short or too large are refused and store nothing`, async () => {
      const { fields } = await request();
      const withMain = (part: Omit<FilePart, 'name'>) =>
        multipartBody(fields, [{ name: main, ...part }, ...others()]);
      // The settings are the defaults here (Callers.restore puts them back after any change).
      const oversized = Buffer.concat([png, Buffer.alloc(UPLOAD.maxBytesDefault)]);
      const refusals: [string, Buffer, string?][] = [
        ['zero bytes', withMain({ filename: 'a.png', contentType: 'image/png', bytes: Buffer.alloc(0) })],
        [
          'a PNG signature over HTML and script',
          withMain({
            filename: 'a.png',
            contentType: 'image/png',
            bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from(SCRIPT)]),
          }),
        ],
        [
          'an SVG labelled image/png',
          withMain({
            filename: 'a.png',
            contentType: 'image/png',
            bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`),
          }),
        ],
        [
          'HTML named .jpg',
          withMain({ filename: 'a.jpg', contentType: 'image/jpeg', bytes: Buffer.from(SCRIPT) }),
        ],
        [
          'a GIF',
          withMain({
            filename: 'a.gif',
            contentType: 'image/gif',
            bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
          }),
        ],
        [
          'a JPEG cut after its header',
          withMain({ filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg.subarray(0, 20) }),
        ],
        ['past the upload size', withMain({ filename: 'a.png', contentType: 'image/png', bytes: oversized })],
        ['no file', multipartBody(fields, others())],
        [
          'a file under a name the call does not take',
          multipartBody(fields, [
            { name: main, filename: 'a.png', contentType: 'image/png', bytes: png },
            ...others(),
            { name: 'extra', filename: 'b.png', contentType: 'image/png', bytes: png },
          ]),
        ],
        [
          'the same file twice',
          multipartBody(fields, [
            { name: main, filename: 'a.png', contentType: 'image/png', bytes: png },
            { name: main, filename: 'a.png', contentType: 'image/png', bytes: png },
            ...others(),
          ]),
        ],
        [
          'a body cut short',
          withMain({ filename: 'a.png', contentType: 'image/png', bytes: png }).subarray(0, 200),
        ],
        [
          'a body cut inside the file',
          withMain({ filename: 'a.png', contentType: 'image/png', bytes: png }).subarray(0, -60),
        ],
        [
          'multipart without a boundary',
          withMain({ filename: 'a.png', contentType: 'image/png', bytes: png }),
          'multipart/form-data',
        ],
        [
          'another boundary than the body has',
          withMain({ filename: 'a.png', contentType: 'image/png', bytes: png }),
          'multipart/form-data; boundary=somethingElse',
        ],
      ];
      const changes: string[] = [];
      for (const [label, body, contentType] of refusals) {
        const before = await fingerprint(api());
        expect(await send(label, body, contentType), `${name} ${label}`).not.toBe(ErrorCode.OK);
        const changed = changedTables(before, await fingerprint(api()));
        if (changed.length > 0) changes.push(`${label}: ${changed.join(', ')}`);
      }
      expect(changes, `${name}: a refused file changes nothing`).toEqual([]);
    });

    it(`${name}: an image under another name, or with a script after it, is taken for what its bytes are`, async () => {
      const { url, fields } = await request();
      const images: [string, FilePart, 'jpg' | 'png'][] = [
        [
          'a JPEG named .png',
          { name: main, filename: 'photo.png', contentType: 'image/png', bytes: jpeg },
          'jpg',
        ],
        [
          'a PNG with HTML and script after its end',
          {
            name: main,
            filename: 'a.png',
            contentType: 'text/html',
            bytes: Buffer.concat([png, Buffer.from(SCRIPT)]),
          },
          'png',
        ],
      ];
      for (const [label, file, type] of images) {
        const response = await api().raw({
          method: 'POST',
          url,
          headers: {
            ...callers.credentials(def),
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          payload: multipartBody(fields, [file, ...others()]),
        });
        figures.inputs++;
        expect(response.statusCode, `${name} ${label}`).toBeLessThan(500);
        const envelope = response.json() as { code: number; data: { path?: string; url?: string } };
        if (envelope.code !== ErrorCode.OK) figures.refused++;
        else figures.accepted++;
        if (envelope.code !== ErrorCode.OK || !envelope.data?.path) continue;
        // Stored as what its bytes are, re-encoded: the script a polyglot carried is gone.
        expect(envelope.data.path, `${name} ${label}`).toMatch(new RegExp(`\\.${type}$`));
        // Served under FILE_HOST when it is a path, else under /files/ (modules/uploads/routes.ts).
        const served = envelope.data.url?.startsWith('/')
          ? envelope.data.url
          : `/files/${envelope.data.path}`;
        const stored = await api().raw({
          method: 'GET',
          url: served,
          headers: callers.credentials(def),
        });
        expect(stored.statusCode, `${name} ${label}: the stored file`).toBe(200);
        expect(stored.rawPayload.includes('<script'), `${name} ${label}: script kept`).toBe(false);
      }
    });
  }

  it('reports its figures', () => {
    expect(figures.fiveHundreds).toBe(0);
    // At least one call stored a mislabelled image, so what was stored was looked at.
    expect(figures.accepted).toBeGreaterThan(0);
    reportFigures('bad-input-files', api().database.dialect, { calls: fileCalls.length, ...figures });
  });
});

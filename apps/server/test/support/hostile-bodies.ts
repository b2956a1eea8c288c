import fc from 'fast-check';

/** A request body a hostile client might send, with its Content-Type. */
export interface HostileBody {
  kind: string;
  contentType: string | null;
  body: Buffer | null;
}

const z = (length: number) => 'Z'.repeat(length);
const words = (text: string) => text.split(' ');
const bytes = (text: string) => Buffer.from(text);

const FIELD = fc.constantFrom(
  ...words('email password name tier jobId clientId comment rating calculatorType project'),
  ...words('pipeConfigurations meters logoUrl companyName callbackURL provider currentPassword'),
  ...words('newPassword revokeOtherSessions token jobName image data __proto__ constructor'),
);
const HOSTILE_STRING = fc.oneof(
  fc.constantFrom(
    ...['', '\u0000', 'a\u0000b', '\ud800', '\udfff', '\u202e', '\ufeff', '𝕏', 'null', '1e400'],
    ...['../../etc/passwd', '<script>alert(1)</script>', "'; drop table user; --"],
    ...['//evil.example', 'javascript:alert(1)', 'a@b.co', 'professional', 'PP-2026-ABCD-EFGH'],
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 900_000 }).map(z),
);
const HOSTILE_VALUE = fc.oneof(
  HOSTILE_STRING,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(HOSTILE_STRING, { maxLength: 3 }),
);

type Body = HostileBody;
export const NO_BODY: Body = { kind: 'no body', contentType: null, body: null };
const json = (kind: string, text: string | Uint8Array): Body => ({
  kind,
  contentType: 'application/json',
  body: Buffer.from(text),
});

const BOUNDARY = 'hostile-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const part = (headers: string, content: string | Uint8Array) =>
  Buffer.concat([
    bytes(`--${BOUNDARY}\r\n${headers}\r\n\r\n`),
    Buffer.from(content),
    bytes('\r\n'),
  ]);
const FILE_HEADERS =
  'Content-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png';
const PNG_START = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const JSON_BODY: fc.Arbitrary<Body> = fc.oneof(
  fc
    .dictionary(FIELD, HOSTILE_VALUE, { maxKeys: 6 })
    .map((value) => json('fields with hostile values', JSON.stringify(value))),
  fc
    .record({
      depth: fc.constantFrom(33, 1_000, 100_000),
      open: fc.constantFrom('[', '{"a":'),
      closed: fc.boolean(),
    })
    .map(({ depth, open, closed }) => {
      const close = open === '[' ? ']' : '}';
      const text = open.repeat(depth) + (closed ? `1${close.repeat(depth)}` : '');
      return json(`nested ${depth} deep${closed ? '' : ', unclosed'}`, text);
    }),
  fc
    .integer({ min: 900_000, max: 1_100_000 })
    .map((length) => json(`a ${length}-character string`, `{"name":"${z(length)}"}`)),
  fc
    .constantFrom(
      ...['{', '{"a":', 'nul', "{'a':1}", '[1,]', '\u0000', '{"a":"\\ud800"}', '1e99999', '""'],
      ...['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', 'null', '[]'],
    )
    .map((text) => json(`JSON text ${JSON.stringify(text).slice(0, 30)}`, text)),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => json('random bytes as JSON', b)),
);

const OTHER_TYPES = [
  ...words('text/plain application/x-www-form-urlencoded application/xml image/png text/html */*'),
  ...['application/octet-stream', 'application/json; charset=utf-16', 'application/vnd.api+json'],
  ...['multipart/form-data', ';;;', `application/${z(8_000)}`],
];
const OTHER_BODY: fc.Arbitrary<Body> = fc
  .record({
    contentType: fc.constantFrom(...OTHER_TYPES),
    text: fc.oneof(HOSTILE_STRING, fc.constant('a=1&b=%FF&c[d]=2')),
  })
  .map(({ contentType, text }) => ({
    kind: `content type ${contentType.slice(0, 40)}`,
    contentType,
    body: bytes(text),
  }));

const MULTIPART_BODY: fc.Arbitrary<Body> = fc.oneof(
  fc
    .record({
      file: fc.oneof(fc.uint8Array({ maxLength: 256 }), fc.constant(PNG_START)),
      note: fc.option(HOSTILE_STRING, { nil: undefined }),
      closed: fc.boolean(),
    })
    .map(({ file, note, closed }) => ({
      kind: `multipart form${closed ? '' : ', truncated'}`,
      contentType: MULTIPART,
      body: Buffer.concat([
        ...(note === undefined ? [] : [part('Content-Disposition: form-data; name="note"', note)]),
        part(FILE_HEADERS, file),
        bytes(closed ? `--${BOUNDARY}--\r\n` : ''),
      ]),
    })),
  fc
    .constantFrom(
      'garbage without parts',
      `--${BOUNDARY}\r\nno colon here\r\n\r\nx\r\n--${BOUNDARY}--`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${BOUNDARY}--`,
    )
    .map((text) => ({ kind: 'malformed multipart', contentType: MULTIPART, body: bytes(text) })),
);

/** One arbitrary per kind of body: none, JSON, other content types, multipart (docs/decisions/0109). */
export const HOSTILE_BODY_KINDS: readonly fc.Arbitrary<Body>[] = [
  fc.constant(NO_BODY),
  JSON_BODY,
  OTHER_BODY,
  MULTIPART_BODY,
];

import fc from 'fast-check';
import type { RouteTableEntry } from '../../src/http/route-table';

/** One generated request against one route: everything a hostile client controls. */
export interface HostileRequest {
  kind: string;
  target: Buffer;
  contentType: string | null;
  body: Buffer | null;
  origin: 'ours' | 'none' | 'evil';
  signedIn: boolean;
}

const z = (length: number) => 'Z'.repeat(length);
const words = (text: string) => text.split(' ');
const bytes = (text: string) => Buffer.from(text);

/** Percent-encoding gone wrong (invalid, overlong, NUL, surrogates), dots, look-alikes. */
const ODD_SEGMENTS = words(
  '% %zz %0 %00 a%00b %C0%AE%C0%AE %E0%80%AF %C0%80 %FF%FE%FD %ED%A0%80 %F4%90%80%80 %2e%2e .. . ' +
    '%2F %252F %5C %20 + %u0041 %%41 PP-2026-ABCD-EFGH pp-2026-abcd-efgh __proto__ constructor ' +
    '00000000-0000-0000-0000-000000000000 -1 1e400 NaN',
);
const SEGMENT: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_SEGMENTS).map(bytes) },
  { weight: 2, arbitrary: fc.uuid().map(bytes) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeLoosely) },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 12_000 }).map((n) => bytes(z(n))) },
  // Raw bytes on the request line (Node refuses them before Fastify): high bytes and NUL.
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.uint8Array({ min: 0x80, max: 0xff, minLength: 1, maxLength: 8 }).map(Buffer.from),
      fc.constant(Buffer.from([0x61, 0x00, 0x62])),
    ),
  },
);

const QUERY_KEY = fc.constantFrom(
  ...words('purpose expires signature tier returnTo callbackURL provider token error'),
  ...words('a[b][c][d] __proto__[x] constructor[prototype][x]'),
);
const QUERY: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(Buffer.alloc(0)) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(QUERY_KEY, SEGMENT), { minLength: 1, maxLength: 3 })
      .map((pairs) =>
        Buffer.concat(
          pairs.flatMap(([key, value], i) => [bytes(`${i ? '&' : '?'}${key}=`), value]),
        ),
      ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...words('? ?&&& ?= ?a=% ?a=%FF ?a=%00')).map(bytes) },
);

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

interface Body {
  kind: string;
  contentType: string | null;
  body: Buffer | null;
}
const NO_BODY: Body = { kind: 'no body', contentType: null, body: null };
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

const BODY_KINDS: readonly fc.Arbitrary<Body>[] = [
  fc.constant(NO_BODY),
  JSON_BODY,
  OTHER_BODY,
  MULTIPART_BODY,
];

const ORIGIN = fc.constantFrom<HostileRequest['origin']>('ours', 'none', 'evil');

/**
 * Generated hostile requests for one route of the route table (docs/decisions/0109): one
 * arbitrary per kind of body the route can be sent — JSON, other content types, multipart, none —
 * each signed in and from our origin, so it reaches the route's own code; and one that varies
 * everything, signed out and from other origins included.
 */
export function hostileRequests(route: RouteTableEntry): fc.Arbitrary<HostileRequest>[] {
  const pieces = route.url.split(/(:\w+|\*)/).filter((piece) => piece !== '');
  const path = fc.tuple(
    ...pieces.map((piece) =>
      piece.startsWith(':') || piece === '*' ? SEGMENT : fc.constant(bytes(piece)),
    ),
  );
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const bodies = hasBody ? BODY_KINDS : [fc.constant(NO_BODY)];
  const request = (
    body: fc.Arbitrary<Body>,
    origin: fc.Arbitrary<HostileRequest['origin']>,
    signedIn: fc.Arbitrary<boolean>,
  ): fc.Arbitrary<HostileRequest> =>
    fc
      .record({ segments: path, query: QUERY, body, origin, signedIn })
      .map(({ segments, query, body: sent, origin: from, signedIn: isSignedIn }) => ({
        kind: sent.kind,
        target: Buffer.concat([...segments, query]),
        contentType: sent.contentType,
        body: sent.body,
        origin: from,
        signedIn: isSignedIn,
      }));
  return [
    ...bodies.map((body) => request(body, fc.constant('ours'), fc.constant(true))),
    request(fc.oneof(...bodies), ORIGIN, fc.boolean()),
  ];
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes in raw. */
function encodeLoosely(text: string): Buffer {
  try {
    return bytes(encodeURIComponent(text));
  } catch {
    return bytes(text);
  }
}

import fc from 'fast-check';
import type { RouteTableEntry } from '../../src/http/route-table';
import { HOSTILE_BODY_KINDS, NO_BODY, type HostileBody } from './hostile-bodies';

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
  const bodies = hasBody ? HOSTILE_BODY_KINDS : [fc.constant(NO_BODY)];
  const request = (
    body: fc.Arbitrary<HostileBody>,
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

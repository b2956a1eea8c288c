import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/** Each file's CRC-32 as the ZIP's central directory declares it (APPNOTE.TXT 4.3.12, 4.3.16). */
function declaredCrcs(zip: Buffer): Map<string, number> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) {
    throw new Error('not a whole ZIP: no end of central directory');
  }
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const crcs = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) throw new Error('bad central entry');
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    crcs.set(name, zip.readUInt32LE(offset + 16));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return crcs;
}

/**
 * Every file of a ZIP by name, in the ZIP's order, as a client would unpack it (from the central
 * directory at the end, so a truncated ZIP fails here), each checked against its declared CRC-32.
 * For the account export's server test and its end-to-end story (decision 0813).
 */
export function readZip(bytes: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const crcs = declaredCrcs(zip);
  const files = new Map<string, Buffer>();
  for (const [name, data] of Object.entries(unzipSync(zip))) {
    const content = Buffer.from(data);
    if (crc32(content) !== crcs.get(name)) throw new Error(`${name}: CRC-32 does not match`);
    files.set(name, content);
  }
  return files;
}

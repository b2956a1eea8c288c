import { Readable } from 'node:stream';

/** `value` as JSON indented by two spaces, every line after the first indented by `indent` more. */
function prettyJson(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
}

/**
 * A pretty-printed JSON array written page by page as it is read (decision 0813): the same text
 * `JSON.stringify(items, null, 2)` gives, plus a final newline, without holding every item.
 */
export function jsonArrayStream<T>(pages: AsyncIterable<readonly T[]>): Readable {
  async function* chunks(): AsyncGenerator<string> {
    let isFirst = true;
    for await (const page of pages) {
      if (page.length === 0) continue;
      const items = page.map((item) => `  ${prettyJson(item, '  ')}`).join(',\n');
      yield `${isFirst ? '[\n' : ',\n'}${items}`;
      isFirst = false;
    }
    yield isFirst ? '[]\n' : '\n]\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** One JSON document, pretty-printed, with a final newline. */
export function jsonFile(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

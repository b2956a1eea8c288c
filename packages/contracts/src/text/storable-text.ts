/**
 * PostgreSQL refuses a NUL character in text and a lone UTF-16 surrogate in jsonb; either would
 * turn a typing slip (or a hostile body) into a 500, so every stored text field refuses both.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * better-auth keeps one `name`; the API (product.md §3 User) has firstName and lastName. First word,
 * then the rest; null when empty. See docs/decisions/0105-splitting-names.md.
 */
export function splitName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const [first, ...rest] = words;
  return {
    firstName: first ?? null,
    lastName: rest.length > 0 ? rest.join(' ') : null,
  };
}

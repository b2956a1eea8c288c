/**
 * The canonical path of a route: its registered pattern with each `:name` replaced by the
 * percent-encoded value ('/callback/:id' + { id: 'oidc' } → '/callback/oidc'). Never the URL the
 * client sent, so no spelling of it (dot segments, encoded dots, double slashes) can reach
 * another endpoint (docs/decisions/0107).
 */
export function fillRoutePath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined)
        throw new Error(`fillRoutePath: no value for ${segment} in ${pattern}`);
      // Encoding leaves '.' and '..' as they are, and URL parsers treat them as moves: refuse.
      if (value === '' || value === '.' || value === '..') {
        throw new Error(`fillRoutePath: ${JSON.stringify(value)} is not a path segment`);
      }
      return encodeURIComponent(value);
    })
    .join('/');
}

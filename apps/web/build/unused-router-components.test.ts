import { withoutDisplayNames } from './unused-router-components';

// React Router's components labelled for the developer tools (decision 0854).
describe('withoutDisplayNames', () => {
  it('drops each top-level and nested label, and only the labels', () => {
    const code = [
      'var NavLink = React.forwardRef(function NavLinkWithRef(props, ref) {});',
      'NavLink.displayName = "NavLink";',
      'function useFetcher() {',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'const label = component.displayName = "kept, not a statement of its own";',
      'DataRouterContext.displayName = "DataRouter";',
    ].join('\n');
    expect(withoutDisplayNames(code)).toBe(
      [
        'var NavLink = React.forwardRef(function NavLinkWithRef(props, ref) {});',
        '',
        'function useFetcher() {',
        '',
        '}',
        'const label = component.displayName = "kept, not a statement of its own";',
        '',
      ].join('\n'),
    );
  });
});

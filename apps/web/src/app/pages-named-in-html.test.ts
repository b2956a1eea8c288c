import { FIRST_SCREEN_PAGES, ROUTE_PAGES } from '../../build/route-html';
import { PAGES_NAMED_IN_HTML, PAGES_NAMED_IN_SIGNED_OUT_HTML } from './router';

// The first render waits for a page's chunk only where the page's HTML names it (decisions 0846,
// 0851): a path in one list and not the other would either wait for a chunk not yet asked for, or
// draw the router's spinner before a page whose code is already on its way.
describe('PAGES_NAMED_IN_HTML', () => {
  it('names the same paths as the build’s page HTML', () => {
    expect(Object.keys(PAGES_NAMED_IN_HTML).sort()).toEqual(Object.keys(ROUTE_PAGES).sort());
  });

  it('and for the signed-out copies, those of the pages drawn into them (decision 0853)', () => {
    expect(Object.keys(PAGES_NAMED_IN_SIGNED_OUT_HTML).sort()).toEqual(
      Object.keys(FIRST_SCREEN_PAGES).sort(),
    );
  });
});

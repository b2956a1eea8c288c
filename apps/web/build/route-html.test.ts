import { pageChunkFiles, withFirstScreen, withModulePreloads, type ChunkFacts } from './route-html';

// The build's copies of index.html for single pages (decision 0846).
const CHUNKS: ChunkFacts[] = [
  { fileName: 'assets/index-a.js', moduleIds: ['/src/main.tsx'], imports: ['assets/shell-b.js'] },
  { fileName: 'assets/shell-b.js', moduleIds: ['/node_modules/react/index.js'], imports: [] },
  {
    fileName: 'assets/calculator-c.js',
    moduleIds: ['/src/features/calculator/other.ts', '/src/features/calculator/page.tsx'],
    imports: ['assets/shell-b.js', 'assets/core-d.js'],
  },
  { fileName: 'assets/core-d.js', moduleIds: ['/src/core.ts'], imports: ['assets/tables-e.js'] },
  { fileName: 'assets/tables-e.js', moduleIds: ['/src/tables.ts'], imports: ['assets/core-d.js'] },
  { fileName: 'assets/engine-f.js', moduleIds: ['/src/engine.ts'], imports: [] },
];

describe('pageChunkFiles', () => {
  it('is the chunk holding the page and all it imports, each once, imports of imports too', () => {
    expect(pageChunkFiles(CHUNKS, '/src/features/calculator/page.tsx')).toEqual([
      'assets/calculator-c.js',
      'assets/shell-b.js',
      'assets/core-d.js',
      'assets/tables-e.js',
    ]);
  });

  it('fails the build when no chunk holds the page (a renamed or moved page module)', () => {
    expect(() => pageChunkFiles(CHUNKS, '/src/features/calculator/gone.tsx')).toThrow(
      'no chunk holds /src/features/calculator/gone.tsx',
    );
  });
});

describe('withModulePreloads', () => {
  const HTML = [
    '<html><head>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/shell-b.js">',
    '<link rel="stylesheet" href="/assets/index.css">',
    '</head><body></body></html>',
  ].join('\n');

  it('names the files the page does not name yet, after its own preloads', () => {
    const html = withModulePreloads(HTML, ['assets/calculator-c.js', 'assets/shell-b.js']);
    expect(html).toBe(
      HTML.replace(
        '<link rel="modulepreload" crossorigin href="/assets/shell-b.js">',
        '<link rel="modulepreload" crossorigin href="/assets/shell-b.js">' +
          '\n    <link rel="modulepreload" crossorigin href="/assets/calculator-c.js">',
      ),
    );
  });

  it('goes before </head> when the page has no preloads', () => {
    expect(withModulePreloads('<html><head></head></html>', ['assets/x.js'])).toBe(
      '<html><head>\n    <link rel="modulepreload" crossorigin href="/assets/x.js"></head></html>',
    );
  });

  it('fails the build on HTML without a <head>', () => {
    expect(() => withModulePreloads('<p>no head</p>', ['assets/x.js'])).toThrow('no <head>');
  });
});

// The signed-out copies (decision 0853).
describe('withFirstScreen', () => {
  const HTML =
    '<html><head><title>PipeProof — gas pipework testing and purging</title></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index-a.js"></script></body></html>';

  it('draws the screen into #root, marked signed out and inert, under the page’s own title', () => {
    const screen =
      '<title>Commercial Calculator · PipeProof</title><main><h1>Commercial</h1></main>';
    expect(withFirstScreen(HTML, screen)).toBe(
      '<html><head><title>Commercial Calculator · PipeProof</title></head><body>' +
        '<div id="root" data-first-screen="signed-out" inert aria-hidden="true">' +
        '<main><h1>Commercial</h1></main></div>' +
        '<script type="module" src="/assets/index-a.js"></script></body></html>',
    );
  });

  it('keeps the site’s title for a screen without one, and takes `$` in the markup as written', () => {
    const html = withFirstScreen(HTML, '<p>£5 a month, $& and $1 as typed</p>');
    expect(html).toContain('<title>PipeProof — gas pipework testing and purging</title>');
    expect(html).toContain('aria-hidden="true"><p>£5 a month, $& and $1 as typed</p></div>');
  });

  it('fails the build when index.html has no empty #root to draw into', () => {
    expect(() => withFirstScreen('<div id="app"></div>', '<p>x</p>')).toThrow('no empty #root');
  });
});

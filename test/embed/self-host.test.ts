// Self-hosting: the script snippet loads the files from the site's own copy of the package's dist/
// when given a base address, and refuses an address that is not http(s) or a same-site path.
import { expect } from '@open-wc/testing';
import '../../src/locales/de.js';
import { checkBaseAddress, scriptSnippet } from '../../src/embed/snippets.js';

const addresses = (snippet: string): string[] =>
  [...snippet.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!);

describe('the script snippet from your own site', () => {
  it('loads the stylesheet, the bundle and the German module from the base address, adding its slash', () => {
    const snippet = scriptSnippet(
      'setup-calculator',
      { players: '3' },
      { base: 'https://example.org/defenders', singleBundle: true, language: 'de' },
    );
    expect(addresses(snippet)).to.deep.equal([
      'https://example.org/defenders/dist/defenders-widgets.css',
      'https://example.org/defenders/dist/cdn/setup-calculator.js',
      'https://example.org/defenders/dist/cdn/locales/de.js',
    ]);
    expect(snippet).not.to.contain('jsdelivr').and.not.to.contain('unpkg');
  });

  it('takes a path on the same site', () => {
    expect(addresses(scriptSnippet('faq', {}, { base: '/defenders/' }))).to.deep.equal([
      '/defenders/dist/defenders-widgets.css',
      '/defenders/dist/cdn/defenders-widgets.js',
    ]);
  });

  it('refuses javascript:, protocol-relative and empty addresses, naming what is allowed', () => {
    for (const bad of ['javascript:alert(1)//', '//cdn.example/x/', '', 'example.org/defenders/']) {
      const checked = checkBaseAddress(bad);
      expect(checked.ok, bad).to.equal(false);
      if (!checked.ok)
        expect(checked.message).to.contain('https://').and.contain('/ on the same site');
      expect(() => scriptSnippet('faq', {}, { base: bad }), bad).to.throw(
        /must start with https:\/\//,
      );
    }
    const german = checkBaseAddress('ftp://example.org/', { locale: 'de' });
    expect(german.ok).to.equal(false);
    if (!german.ok) expect(german.message).to.contain('muss mit https:// oder http:// beginnen');
  });

  it('escapes the address in the snippet', () => {
    const snippet = scriptSnippet('faq', {}, { base: 'https://example.org/a"b/' });
    expect(snippet).to.contain('https://example.org/a&quot;b/dist/cdn/defenders-widgets.js');
  });
});

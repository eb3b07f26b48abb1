import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';

describe('linkify', () => {
  it('links http and https addresses and keeps the rest as text', () => {
    expect(linkify('See https://example.com/a?b=1 and http://x.nz.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.nz', href: 'http://x.nz/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links another scheme', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'mailto:a@b.nz',
      'x javascript://https://example.com/%0aalert(1)',
    ]) {
      const pieces = linkify(text);
      expect(pieces.filter((p) => p.kind === 'link' && !p.href.startsWith('https://example.com'))).toEqual([]);
      for (const piece of pieces) if (piece.kind === 'link') expect(piece.href).toMatch(/^https?:\/\//);
    }
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });

  it('keeps markup as text', () => {
    expect(linkify('<b>bold</b> <a href="javascript:x">y</a>')).toEqual([
      { kind: 'text', text: '<b>bold</b> <a href="javascript:x">y</a>' },
    ]);
  });

  it('accepts only well-formed http(s) URLs as hrefs', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('http://')).toBeNull();
  });
});

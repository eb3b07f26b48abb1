// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentBody } from './CommentBody';

describe('CommentBody', () => {
  it('links http(s) addresses in a new tab without opener or referrer', () => {
    const { container } = render(<CommentBody text={'See https://example.com/a and\nhttp://x.nz'} />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a', 'http://x.nz/']);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    expect(container.textContent).toBe('See https://example.com/a and\nhttp://x.nz');
  });

  it('never links javascript: and never interprets markup', () => {
    const text = 'javascript:alert(1) <a href="javascript:alert(2)">x</a> <img src=x onerror=alert(3)> **bold**';
    const { container } = render(<CommentBody text={text} />);
    expect(container.querySelectorAll('a, img, strong, b')).toHaveLength(0);
    expect(container.textContent).toBe(text);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createChordMatcher, isPaletteKey, isTypingTarget, paletteKeyLabel, parentPath, isApplePlatform } from './keys';

function key(k: string, init: KeyboardEventInit & { target?: EventTarget } = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  if (init.target) Object.defineProperty(event, 'target', { value: init.target });
  return event;
}

function setup() {
  let clock = 0;
  const fired: string[] = [];
  const bindings = Object.fromEntries(['g i', 'g o', 'p c', 'c', 'Escape'].map((combo) => [combo, () => fired.push(combo)]));
  const matcher = createChordMatcher(bindings, { now: () => clock });
  return { matcher, fired, tick: (ms: number) => (clock += ms) };
}

describe('chords', () => {
  it('runs a chord when its second key comes within 1000 ms', () => {
    const { matcher, fired, tick } = setup();
    expect(matcher.press(key('g'))).toBe(false);
    tick(1000);
    expect(matcher.press(key('i'))).toBe(true);
    expect(fired).toEqual(['g i']);
  });

  it('drops a chord after 1000 ms', () => {
    const { matcher, fired, tick } = setup();
    matcher.press(key('g'));
    tick(1001);
    expect(matcher.press(key('i'))).toBe(false);
    expect(fired).toEqual([]);
  });

  it("runs 'p c' and not 'c' as well; 'c' alone runs 'c'", () => {
    const { matcher, fired } = setup();
    matcher.press(key('p'));
    matcher.press(key('c'));
    expect(fired).toEqual(['p c']);
    matcher.press(key('c'));
    expect(fired).toEqual(['p c', 'c']);
  });

  it('matches capitals and named keys', () => {
    const { matcher, fired } = setup();
    matcher.press(key('G'));
    matcher.press(key('O'));
    matcher.press(key('Escape'));
    expect(fired).toEqual(['g o', 'Escape']);
  });

  it('an unknown second key ends the chord, and a new prefix starts one', () => {
    const { matcher, fired } = setup();
    matcher.press(key('g'));
    matcher.press(key('x'));
    matcher.press(key('i'));
    expect(fired).toEqual([]);
    matcher.press(key('g'));
    matcher.press(key('g'));
    matcher.press(key('i'));
    expect(fired).toEqual(['g i']);
  });

  it('ignores keys with Ctrl, Meta or Alt, and repeats', () => {
    const { matcher, fired } = setup();
    matcher.press(key('c', { ctrlKey: true }));
    matcher.press(key('c', { metaKey: true }));
    matcher.press(key('c', { altKey: true }));
    matcher.press(key('c', { repeat: true }));
    expect(fired).toEqual([]);
  });

  it('ignores keys typed into text fields, and a chord started outside does not finish inside', () => {
    const { matcher, fired } = setup();
    const input = document.createElement('input');
    matcher.press(key('g', { target: input }));
    matcher.press(key('i', { target: input }));
    matcher.press(key('c', { target: document.createElement('textarea') }));
    matcher.press(key('g'));
    matcher.press(key('i', { target: input }));
    matcher.press(key('i'));
    expect(fired).toEqual([]);
  });
});

describe('the input-focus rule', () => {
  it('treats text inputs, textareas, selects and editable content as typing', () => {
    for (const type of ['text', 'search', 'email', 'number', 'password', 'date']) {
      const input = document.createElement('input');
      input.type = type;
      expect(isTypingTarget(input)).toBe(true);
    }
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editor.appendChild(inside);
    document.body.appendChild(editor);
    expect(isTypingTarget(inside)).toBe(true);
    editor.remove();
  });

  it('lets shortcuts through from buttons, links, checkboxes and the page', () => {
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(document.createElement('a'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});

describe('mod+K', () => {
  it('is ⌘K on Apple platforms and Ctrl+K elsewhere, and the label says which', () => {
    expect(isPaletteKey(key('k', { metaKey: true }), true)).toBe(true);
    expect(isPaletteKey(key('k', { ctrlKey: true }), true)).toBe(false);
    expect(isPaletteKey(key('k', { ctrlKey: true }), false)).toBe(true);
    expect(isPaletteKey(key('K', { ctrlKey: true }), false)).toBe(true);
    expect(isPaletteKey(key('k', { metaKey: true }), false)).toBe(false);
    expect(isPaletteKey(key('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isPaletteKey(key('k'), false)).toBe(false);
    expect(paletteKeyLabel(true)).toBe('⌘K');
    expect(paletteKeyLabel(false)).toBe('Ctrl K');
  });

  it('knows Apple platforms', () => {
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false);
    expect(isApplePlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
    expect(isApplePlatform(undefined)).toBe(false);
  });
});

describe('Escape returns to the parent list', () => {
  it.each([
    ['/acme', null],
    ['/acme/outbox', null],
    ['/acme/projects', null],
    ['/acme/projects/new', '/acme/projects'],
    ['/acme/projects/archived', '/acme/projects'],
    ['/acme/projects/acme/queen-st', '/acme/projects'],
    ['/acme/projects/acme/queen-st/subcontracts', '/acme/projects'],
    ['/acme/projects/acme/queen-st/settings', '/acme/projects/acme/queen-st'],
    ['/acme/projects/acme/queen-st/settings/members', '/acme/projects/acme/queen-st/settings'],
    ['/acme/projects/acme/queen-st/claims/3', '/acme/projects/acme/queen-st/claims'],
    ['/acme/projects/acme/queen-st/claims/3/schedule', '/acme/projects/acme/queen-st/claims/3'],
    ['/acme/projects/acme/queen-st/subcontracts/new', '/acme/projects/acme/queen-st/subcontracts'],
    ['/acme/settings', null],
    ['/acme/settings/members', '/acme/settings'],
    ['/acme/account/security', '/acme/account'],
    ['/acme/issues/new', '/acme'],
    ['/acme/activity', null],
  ])('%s -> %s', (path, parent) => {
    expect(parentPath(path)).toBe(parent);
  });
});

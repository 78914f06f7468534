// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText } from './safeHtml';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps simple formatting and plain links, opened in a new tab', () => {
    expect(sanitizeHtml('<p>Hello <b>all</b> <i>centres</i><br><a href="https://atrium.example/x">more</a></p>')).toBe(
      '<p>Hello <b>all</b> <i>centres</i><br><a href="https://atrium.example/x" target="_blank" rel="noopener noreferrer">more</a></p>',
    );
    expect(sanitizeHtml('<a href="/system/center">home</a>')).toContain('href="/system/center"');
  });

  it('removes scripts, handlers, styles, images, forms and dangerous link schemes', () => {
    const dirty =
      '<script>alert(1)</script><img src=x onerror="alert(2)"><b onclick="alert(3)" style="color:red">bold</b>' +
      '<a href="javascript:alert(4)">js</a><a href="//evil.example">proto-relative</a>' +
      '<iframe src="https://evil.example"></iframe><form><input value="x"></form><style>body{}</style>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|style|img|iframe|form|input|javascript|evil/i);
    expect(clean).toContain('<b>bold</b>');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer">js</a>');
  });
});

describe('htmlToText', () => {
  it('reads the text of the HTML on one line, without what sanitizing removed', () => {
    expect(htmlToText('<p>Maintenance <b>tonight</b></p>\n<p>22:00–23:00</p><script>x()</script>')).toBe(
      'Maintenance tonight 22:00–23:00',
    );
    expect(htmlToText('<p>One</p><p>two<br>three</p>')).toBe('One two three');
    expect(htmlToText('')).toBe('');
  });
});

// The text of a notice's HTML without DOMPurify (28 KB, fetched only where a notice's HTML is
// shown: sanitizeHtml.ts): a DOMParser document is inert (no script runs, no image loads), and
// the elements whose content is not text are dropped, as DOMPurify drops them.
const NOT_TEXT =
  'script, style, template, noscript, noembed, noframes, iframe, svg, math, title, head, xmp, audio, video';

/** The text a person reads in a notice's HTML, white space collapsed: for one-line lists. */
export const htmlToText = (html: string): string => {
  // A break or the end of a block reads as a space, not as words run together.
  const spaced = html.replace(/<br\s*\/?>|<\/(?:p|li|blockquote)>/gi, (tag) => `${tag} `);
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

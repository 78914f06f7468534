/**
 * The text of a title that may be HTML (system notices are): parsed as an inert document and
 * read as text, so nothing of it is rendered or run.
 */
export const plainText = (html: string): string => {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').trim();
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
};

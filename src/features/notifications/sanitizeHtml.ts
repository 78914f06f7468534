import createDOMPurify, { type Config } from 'dompurify';

// System notices are HTML written by an administrator (spec 000 §2). Whatever the server
// stores, the console renders only simple formatting and plain links: no scripts, styles,
// event handlers, images (tracking) or forms.
const CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'ul', 'ol', 'li', 'blockquote', 'code'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  ALLOW_DATA_ATTR: false,
};

let purifier: ReturnType<typeof createDOMPurify> | null = null;

const instance = () => {
  if (!purifier) {
    purifier = createDOMPurify(window);
    // A link in a notice leaves the console in a new tab and learns nothing about it.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
};

/** The HTML with only the allowed tags, attributes and link schemes left. */
export const sanitizeHtml = (html: string): string =>
  // target and rel are added by the hook after the allow-list ran.
  instance().sanitize(html, { ...CONFIG, ADD_ATTR: ['target', 'rel'] });

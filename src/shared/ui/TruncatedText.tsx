import { useState, type ReactNode, type SyntheticEvent } from 'react';

type TruncatedTextProps = {
  /** The whole text: what the title shows when the cell cuts it. */
  text: string;
  /** What the cell shows, when it is more than the text (a link); the text otherwise. */
  children?: ReactNode;
};

/**
 * A cell's text on one line, cut with an ellipsis when its column is too narrow; then, and only
 * then, its title holds the whole text. Screen readers read the whole text either way: the cut
 * is drawn, the text stays in the page. Clipping is read when the pointer or focus arrives,
 * since that is when a title could show and the column has its final width by then.
 */
export const TruncatedText = ({ text, children }: TruncatedTextProps) => {
  const [clipped, setClipped] = useState(false);
  const measure = (event: SyntheticEvent<HTMLSpanElement>) => {
    const box = event.currentTarget;
    setClipped(box.scrollWidth > box.clientWidth);
  };
  return (
    <span className="atrium-truncate" {...(clipped ? { title: text } : {})} onMouseEnter={measure} onFocus={measure}>
      {children ?? text}
    </span>
  );
};

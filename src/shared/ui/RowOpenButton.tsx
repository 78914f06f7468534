import { Button } from '@blueprintjs/core';
import { TruncatedText } from './TruncatedText';

type RowOpenButtonProps = {
  /** The row's name, shown and cut with an ellipsis past its column. */
  text: string;
  /** What a screen reader hears ("Open …"). */
  label: string;
  onClick: () => void;
};

/**
 * A row's name that opens the row's item in a dialog or drawer: a button (it opens no page) drawn
 * as a link on the row's text line, where a minimal Blueprint button sat lower and further right
 * than its neighbours' text.
 */
export const RowOpenButton = ({ text, label, onClick }: RowOpenButtonProps) => (
  <Button variant="minimal" className="atrium-row-open" aria-label={label} onClick={onClick}>
    <TruncatedText text={text} />
  </Button>
);

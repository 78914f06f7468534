import { Tooltip } from '@blueprintjs/core';

/** Spec 000 §5: remarks of 10 or more characters are cut, the whole remark in a tooltip. */
export const REMARK_VISIBLE_CHARACTERS = 10;

export const RemarkCell = ({ remark }: { remark: string }) => {
  // Whole characters, so a Chinese remark or an emoji is never cut in half.
  const characters = [...remark];
  if (characters.length < REMARK_VISIBLE_CHARACTERS) return <>{remark}</>;
  const shown = characters.slice(0, REMARK_VISIBLE_CHARACTERS).join('');
  return (
    // The tooltip's target keeps to its column, ending in an ellipsis where the column is narrower.
    <Tooltip
      content={<span className="atrium-subject-remark-full">{remark}</span>}
      placement="top"
      className="atrium-truncate"
    >
      <span tabIndex={0} aria-label={remark}>
        {characters.length > REMARK_VISIBLE_CHARACTERS ? `${shown}…` : shown}
      </span>
    </Tooltip>
  );
};

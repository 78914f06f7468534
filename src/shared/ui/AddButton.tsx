import { Button } from '@blueprintjs/core';

type AddButtonProps = { text: string; onClick: () => void };

/** A list page's "add" action, in the page header. */
export const AddButton = ({ text, onClick }: AddButtonProps) => (
  <Button intent="primary" icon="add" text={text} onClick={onClick} />
);

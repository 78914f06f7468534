// Fetched when an Alert is first shown (lazyPart): Blueprint's overlay and transitions stay out of
// the console's first load, whose shell and workbench show an Alert only now and then.
export { Alert } from '@blueprintjs/core';

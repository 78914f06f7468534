// Fetched with the console's first toast (ErrorHandlingProvider): Blueprint's toaster brings its
// overlay and transitions, which the first load does without (issue 16 item 4).
export { OverlayToaster } from '@blueprintjs/core';

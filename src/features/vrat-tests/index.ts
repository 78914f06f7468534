// What the app shell hands to other features (a feature does not import another).
export { AddTestDialog, type AddTestDialogProps } from './components/AddTestDialog';

// The supervisor board's parts the centre workbench shows (issue 19 items 7 and 8), handed to it
// by src/app/routes.tsx: a feature does not import another.
export { SupervisorBoardLink as BoardLink } from './components/SupervisorBoardLink';
export { SessionsNowCard } from './components/SessionsNowCard';

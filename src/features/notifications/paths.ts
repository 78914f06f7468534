import { PATHS } from '../../shared/routes/paths';

/** Spec 000 §2 "Other routes": the message centre. */
export const MESSAGE_CENTRE_PATH = PATHS.messageCentre;

/** Not a spec route: where the role named admin publishes system notices (management mode). */
export const SYSTEM_NOTICE_PATH = PATHS.systemNotice;

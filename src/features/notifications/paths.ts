/** Spec 000 §2 "Other routes": the message centre. */
export const MESSAGE_CENTRE_PATH = '/system/center/menu/notification';

/** Not a spec route: where the role named admin publishes system notices (management mode). */
export const SYSTEM_NOTICE_PATH = '/system/manage/setting/notice';

// Spec 000 §2 "Other routes": the guardian page, opened from the list or from a notification.
export const GUARDIAN_DETAIL_PATH = '/system/center/detail/userDetail';
export const SUBJECT_DETAIL_PATH = '/system/center/detail/subjectDetail';

export const guardianDetailPath = (id: string) => `${GUARDIAN_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
export const subjectDetailPath = (id: string) => `${SUBJECT_DETAIL_PATH}?id=${encodeURIComponent(id)}`;

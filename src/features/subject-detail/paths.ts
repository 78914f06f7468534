/** Spec 000 §2: the guardian detail, by role context (built by the guardians feature). */
export const GUARDIAN_DETAIL_PATH = '/system/center/detail/userDetail';
export const ADMIN_GUARDIAN_DETAIL_PATH = '/system/manage/userDetail';
export const SUBJECT_DETAIL_PATH = '/system/center/detail/subjectDetail';

export const guardianDetailUrl = (guardianId: string) => `${GUARDIAN_DETAIL_PATH}?id=${encodeURIComponent(guardianId)}`;
export const subjectDetailUrl = (subjectId: string) => `${SUBJECT_DETAIL_PATH}?id=${encodeURIComponent(subjectId)}`;
export const adminGuardianDetailUrl = (guardianId: string) =>
  `${ADMIN_GUARDIAN_DETAIL_PATH}?id=${encodeURIComponent(guardianId)}`;

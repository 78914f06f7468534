/** The programme list and one programme's detail view (spec 001 §2 screen 11). */
export const PROGRAM_LIST_PATH = '/system/manage/content/trainingProgram';
export const programDetailPath = (id: string) => `${PROGRAM_LIST_PATH}/${encodeURIComponent(id)}`;

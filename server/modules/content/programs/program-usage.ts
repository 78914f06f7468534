import type { ContentUsers } from '../content-usage';
import { plansUsingProgramNames } from '../plans/plan-usage';

/**
 * Who uses a program (issue 18 "Bad input"): every module that names programs (training plan
 * templates ...) appends its query here; the program kind's usedBy asks them all.
 */
export const programUsers: ContentUsers[] = [plansUsingProgramNames];

export const programUsedBy: ContentUsers = async (tx, id) => {
  const names: string[] = [];
  for (const users of programUsers) names.push(...(await users(tx, id)));
  return names;
};

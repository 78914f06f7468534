import { kindValidationError, type KindProblem } from '../shared/kind-validation-error';

const NS = 'content-music';

/** One refused field of a music programme: a key of content-music's catalogue, the field, its values. */
export type MusicProblem = KindProblem;

/** A 400 whose message is the first problem's ("Session 2 has no track …"). */
export const musicValidationError = (problems: readonly MusicProblem[]) => kindValidationError(NS, problems);

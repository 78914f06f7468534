import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Shapes of the offline plan's punch calls (spec 001 §7 punch, forNumPunch, punchForNum,
// punchForAudio, audioPunch; §3 numPunchOutput, iLs tracks with isPunched).

const Num = Type.Integer({ minimum: 1, maximum: 200 });

/** POST/PUT punch: the plan's current session (num omitted) or the one named. */
export const PunchBody = Type.Object({ id: Uuid, num: Type.Optional(Num) });
export type PunchBody = Static<typeof PunchBody>;

/** POST/PUT punchForNum and POST audioPunch: a session of the plan, by number. */
export const NumPunchBody = Type.Object({ id: Uuid, num: Num });
export type NumPunchBody = Static<typeof NumPunchBody>;

/** GET forNumPunch and punchForAudio: a session (the current one when num is omitted). */
export const NumPunchQuery = Type.Object({ id: Uuid, num: Type.Optional(Num) });
export type NumPunchQuery = Static<typeof NumPunchQuery>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const PunchRecord = Type.Object({
  id: Type.String(),
  planId: Type.String(),
  num: Type.Integer(),
  kind: Type.Union([Type.Literal('Session'), Type.Literal('Audio')]),
  codes: Type.Array(Type.String()),
  punchedAt: Type.String(),
});
export type PunchRecord = Static<typeof PunchRecord>;

export const AudioRecordPunch = Type.Object({
  punched: Type.Boolean(),
  listenedList: Type.Array(Type.String()),
});

/** GET punchForAudio: the session's iLs tracks with isPunched, what was heard, the punch. */
export const AudioPunchView = Type.Object({
  planId: Type.String(),
  num: Type.Integer(),
  cardVersion: Type.Union([Type.Literal('v1'), Type.Literal('v2')]),
  /** v1 and the session has course music: ending the class waits for the audio punch. */
  required: Type.Boolean(),
  punched: Type.Boolean(),
  punchedAt: Nullable(Type.String()),
  /** Every track heard to the end: the punch may be made. */
  canPunch: Type.Boolean(),
  listenedList: Type.Array(Type.String()),
  tracks: Type.Array(
    Type.Object({
      code: Type.String(),
      titleZh: Type.String(),
      titleEn: Type.String(),
      listened: Type.Boolean(),
      isPunched: Type.Boolean(),
    }),
  ),
});
export type AudioPunchView = Static<typeof AudioPunchView>;

/** GET forNumPunch: the session's punch, per item its numPunchOutput. */
export const NumPunchView = Type.Object({
  planId: Type.String(),
  num: Type.Integer(),
  cardVersion: Type.Union([Type.Literal('v1'), Type.Literal('v2')]),
  punched: Type.Boolean(),
  punchedAt: Nullable(Type.String()),
  /** Every activity answered or marked not started, and the audio punch if the session needs it. */
  canPunch: Type.Boolean(),
  audioRequired: Type.Boolean(),
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      programCode: Type.String(),
      title: Type.String(),
      hasDone: Nullable(Type.Boolean()),
      numPunchOutput: Type.Object({
        /** How many feedback submissions the activity has (staff and guardian). */
        feedbacks: Type.Integer(),
        hasDone: Nullable(Type.Boolean()),
        audioRecordPunch: AudioRecordPunch,
      }),
    }),
  ),
});
export type NumPunchView = Static<typeof NumPunchView>;

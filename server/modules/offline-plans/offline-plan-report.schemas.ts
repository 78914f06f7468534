import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';
import { REPORT_SUMMARY_MAX, REPORT_TEXT_MAX } from '../../platform/db/schema/index';

// The plan's closing report (issue 19 item 1): what the coach writes, and what every reader gets
// back: the text with the plan's facts the server computes (docs: C decisions "The plan report").

export const ReportParams = Type.Object({ id: Uuid });

export const ReportBody = Type.Object(
  {
    summary: Type.String({ minLength: 1, maxLength: REPORT_SUMMARY_MAX }),
    progress: Type.Optional(Type.String({ maxLength: REPORT_TEXT_MAX })),
    recommendations: Type.Optional(Type.String({ maxLength: REPORT_TEXT_MAX })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportFacts = Type.Object({
  sessionsDelivered: Type.Integer(),
  totalSessions: Type.Integer(),
  attended: Type.Integer(),
  absent: Type.Integer(),
  levelsUp: Type.Integer(),
  levelsDown: Type.Integer(),
  feedbackCount: Type.Integer(),
  validFrom: Type.Union([Type.String(), Type.Null()]),
  validUntil: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  endedAt: Type.Union([Type.String(), Type.Null()]),
});

export const PlanReport = Type.Object({
  planId: Type.String(),
  status: Type.String(),
  /** Null while no report is written (a Finished plan, or one closed without a report). */
  report: Type.Union([
    Type.Object({
      summary: Type.String(),
      progress: Type.String(),
      recommendations: Type.String(),
      writtenBy: Type.Union([Type.String(), Type.Null()]),
      writtenAt: Type.String(),
    }),
    Type.Null(),
  ]),
  facts: ReportFacts,
});

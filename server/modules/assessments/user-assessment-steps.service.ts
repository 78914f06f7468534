import type { Tx } from '../../platform/db/database';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import type {
  AssessmentQuestionnaire,
  UserAssessmentAnswers,
  UserAssessmentReport,
} from '../../platform/db/schema/index';
import { nextUserAssessmentStatus, type UserAssessmentEvent } from '../../../machines/user-assessment.machine';
import { illegalStep, invalidAnswers } from './assessment.errors';
import { lockUserAssessment, updateUserAssessment, type UserAssessmentRow } from './assessments.repository';
import type { AnswersBody, SendBody } from './assessments.schemas';
import { itemOf, itemsOf, requireAssessor, userAssessmentWithAssessment } from './user-assessments.service';
import { userAssessmentNotFound } from './assessment.errors';

// The steps of a user assessment after it is made (spec 001 §4, §7): send to guardian, answer,
// obtain the report, read it. Each locks its row and asks the lifecycle machine first; what the
// machine refuses answers 409 with the reason.

/** The row, locked, and the status `event` leads to (or 409 `step`). */
const step = async (tx: Tx, id: string, event: UserAssessmentEvent, refusal: Parameters<typeof illegalStep>[0]) => {
  const row = await lockUserAssessment(tx, id);
  if (!row) throw userAssessmentNotFound();
  const next = nextUserAssessmentStatus(row.status, event);
  if (next === null) throw illegalStep(refusal);
  return { row, next };
};

/** POST userAssessment/send (userAssessmentIds, send): send false withdraws an unanswered sending. */
export const sendToGuardian = async (tx: Tx, ctx: RequestContext, body: SendBody, language: Language) => {
  requireAssessor(ctx);
  const rows: UserAssessmentRow[] = [];
  // In id order, so two overlapping sendings lock their rows in the same order.
  for (const id of [...new Set(body.userAssessmentIds)].sort()) {
    const { row, next } = body.send
      ? await step(tx, id, { type: 'guardian.send' }, 'send')
      : await step(tx, id, { type: 'guardian.unsend' }, 'unsend');
    await updateUserAssessment(tx, id, { status: next, sentAt: body.send ? new Date() : null });
    rows.push({ ...row, status: next });
  }
  return { items: await itemsOf(tx, rows, language) };
};

/** Each questionnaire's score out of its best: the report. */
export const scoreOf = (questionnaires: readonly AssessmentQuestionnaire[], answers: UserAssessmentAnswers) => {
  const scores = questionnaires.map((q) => {
    let score = 0;
    let maxScore = 0;
    for (const question of q.questions) {
      maxScore += Math.max(0, ...question.options.map((o) => o.score));
      score += question.options.find((o) => o.id === answers[question.id])?.score ?? 0;
    }
    return { id: q.id, titleZh: q.titleZh, titleEn: q.titleEn, score, maxScore };
  });
  return {
    questionnaires: scores,
    totalScore: scores.reduce((n, s) => n + s.score, 0),
    maxScore: scores.reduce((n, s) => n + s.maxScore, 0),
  } satisfies UserAssessmentReport;
};

/** The answers merged into what was saved before, each checked against the questionnaire. */
const mergeAnswers = (
  questionnaires: readonly AssessmentQuestionnaire[],
  before: UserAssessmentAnswers,
  given: AnswersBody['answers'],
) => {
  const questions = new Map(questionnaires.flatMap((q) => q.questions).map((question) => [question.id, question]));
  const merged: UserAssessmentAnswers = { ...before };
  for (const { questionId, optionId } of given) {
    const question = questions.get(questionId);
    if (!question) throw invalidAnswers('unknown-question');
    if (!question.options.some((o) => o.id === optionId)) throw invalidAnswers('unknown-option');
    merged[questionId] = optionId;
  }
  return { merged, unanswered: [...questions.keys()].filter((id) => !(id in merged)).length };
};

/**
 * POST userAssessment/{id}/answers: the guardian's answers (a parent interview page by page:
 * isComplete false and finishedPage). The complete ones must answer every question; then the
 * report is made (scores per questionnaire, finishTime) and the status is ReportedReady.
 */
export const submitAnswers = async (
  tx: Tx,
  ctx: RequestContext,
  id: string,
  body: AnswersBody,
  language: Language,
  now: Date,
) => {
  requireAssessor(ctx);
  const event = body.isComplete ? ({ type: 'answers.complete' } as const) : ({ type: 'answers.save' } as const);
  const { row, next } = await step(tx, id, event, 'answer');
  const { assessment } = await userAssessmentWithAssessment(tx, id, row);
  const { merged, unanswered } = mergeAnswers(assessment.questionnaires, row.answers, body.answers);
  if (body.isComplete && unanswered > 0) throw invalidAnswers('incomplete', unanswered);
  const finishedPage = Math.max(row.finishedPage, body.finishedPage);
  if (body.isComplete) {
    await updateUserAssessment(tx, id, {
      status: next,
      answers: merged,
      finishedPage,
      report: scoreOf(assessment.questionnaires, merged),
      finishTime: now,
    });
  } else {
    await updateUserAssessment(tx, id, { status: next, answers: merged, finishedPage });
  }
  const updated = await userAssessmentWithAssessment(tx, id);
  return itemOf(updated.row, updated.assessment, language);
};

/** POST userAssessment/obtainReport/{userAssessmentId}: a ready report that needs paying for. */
export const obtainReport = async (tx: Tx, ctx: RequestContext, id: string, language: Language, now: Date) => {
  requireAssessor(ctx);
  const current = await lockUserAssessment(tx, id);
  if (!current) throw userAssessmentNotFound();
  await step(tx, id, { type: 'report.obtain', needPay: current.needPay }, 'obtain');
  await updateUserAssessment(tx, id, { needPay: false, obtainedAt: now });
  const updated = await userAssessmentWithAssessment(tx, id);
  return itemOf(updated.row, updated.assessment, language);
};

/** GET userAssessment/report: the report view, once ready and obtained. */
export const readReport = async (tx: Tx, ctx: RequestContext, id: string, language: Language) => {
  requireAssessor(ctx);
  const { row, assessment } = await userAssessmentWithAssessment(tx, id);
  if (row.status !== 'ReportedReady' || !row.report || row.needPay) throw illegalStep('report');
  const zh = language === 'zh-CN';
  return {
    ...itemOf(row, assessment, language),
    report: {
      questionnaires: row.report.questionnaires.map((q) => ({
        id: q.id,
        title: zh ? q.titleZh : q.titleEn,
        score: q.score,
        maxScore: q.maxScore,
      })),
      totalScore: row.report.totalScore,
      maxScore: row.report.maxScore,
    },
  };
};

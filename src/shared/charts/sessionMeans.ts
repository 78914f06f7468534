// The numbers a session chart draws (spec 001 §2 screens 1 and 4): for each question, the mean of
// its answers in each session that has any.

/** One answer: which question (its key), how the legend names it, at which session, what value. */
export type SessionAnswer<Label> = { question: string; label: Label; num: number; value: number };

export type SessionMeans<Label> = { key: string; label: Label; points: { num: number; value: number }[] };

/**
 * A question's key: its kind and name. Each activity links the library's question under an id of
 * its own, so the same question asked of several activities is one line, known by what it asks.
 */
export const questionKeyOf = (property: { type: string; displayName: unknown }): string =>
  `${property.type}:${JSON.stringify(property.displayName)}`;

/** Each question's mean per session (two decimals), sessions in order; a question's first label names it. */
export const sessionMeans = <Label>(answers: Iterable<SessionAnswer<Label>>): SessionMeans<Label>[] => {
  const series = new Map<string, { label: Label; sums: Map<number, { total: number; count: number }> }>();
  for (const { question, label, num, value } of answers) {
    const entry = series.get(question) ?? { label, sums: new Map() };
    const sum = entry.sums.get(num) ?? { total: 0, count: 0 };
    entry.sums.set(num, { total: sum.total + value, count: sum.count + 1 });
    series.set(question, entry);
  }
  return [...series.entries()].map(([key, { label, sums }]) => ({
    key,
    label,
    points: [...sums.entries()]
      .sort(([a], [b]) => a - b)
      .map(([num, { total, count }]) => ({ num, value: Math.round((total / count) * 100) / 100 })),
  }));
};

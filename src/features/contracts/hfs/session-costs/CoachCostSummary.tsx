import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CoachSessionCostsQuery } from '../../../../generated/graphql';
import { formatYuanAmount, fenOf, yuanOf } from '../../../../shared/money/yuan';

type Row = CoachSessionCostsQuery['coachSessionCosts'][number];

/** Per coach: the sessions charged and what they cost, plans without a coach as one row, then the total. */
export const CoachCostSummary = ({ rows }: { rows: readonly Row[] }) => {
  const { t } = useTranslation('contracts');
  const sessions = rows.reduce((sum, r) => sum + r.sessions, 0);
  // Summed in fen: yuan floats would drift by a cent over many rows.
  const total = yuanOf(rows.reduce((sum, r) => sum + fenOf(r.money), 0));
  return (
    <HTMLTable compact striped className="atrium-session-costs-coaches" aria-label={t('session-costs.per-coach')}>
      <thead>
        <tr>
          <th>{t('session-costs.coach')}</th>
          <th className="atrium-number">{t('session-costs.sessions')}</th>
          <th className="atrium-number">{t('session-costs.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.coachId ?? 'none'}>
            <td>{r.coachId ? (r.coachName ?? '—') : t('session-costs.no-coach')}</td>
            <td className="atrium-number">{r.sessions}</td>
            <td className="atrium-number">{formatYuanAmount(r.money)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>{t('session-costs.total')}</th>
          <th className="atrium-number">{sessions}</th>
          <th className="atrium-number">{formatYuanAmount(total)}</th>
        </tr>
      </tfoot>
    </HTMLTable>
  );
};

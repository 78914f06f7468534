import { Button, Card, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  MusicStatisticsDocument,
  MusicStatisticTenantTreeDocument,
  type MusicStatisticFilter,
  type MusicStatisticsQuery,
} from '../../generated/graphql';
import { DailySeriesChart } from '../../shared/charts/DailySeriesChart';
import { RankedBarChart } from '../../shared/charts/RankedBarChart';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { useFileDownload } from '../../shared/http/useFileDownload';
import { formatDate } from '../../shared/i18n/formatDate';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { pageSizeOptions } from '../../shared/ui/pageSizes';
import { SectionTitle } from '../../shared/ui/SectionTitle';
import { MusicStatisticFilters, NO_FILTER, type MusicStatisticFilterValues } from './components/MusicStatisticFilters';
import { PlanUsageTable, TrackPlaybackTable, useTrackName } from './components/MusicStatisticTables';
import './musicStatistics.css';
import { LoadFailed } from '../../shared/ui/LoadFailed';

/** center: a centre's own page; manage: the platform's; enterprise and area: their managers' (below them). */
type Area = 'center' | 'manage' | 'enterprise' | 'area';

/** The menu label each page sits under (spec 000 §2). */
const TITLE: Record<Area, string> = {
  center: 'menu:center.items.analysis-idt-music',
  manage: 'menu:manage.items.analysis-idt-music',
  // The area's menu is the enterprise one (menus/catalogue.ts), labels included.
  enterprise: 'menu:enterprise.items.analyze-idt-music-statistic',
  area: 'menu:enterprise.items.analyze-idt-music-statistic',
};

/** Spec 000 §9: lists show 10 a page. */
const PAGE_SIZE = 10;

type AnyNode = { id: string; displayName: string; children?: AnyNode[] | null };

/** The tenant tree as select options, indented by depth. */
const flatten = (nodes: readonly AnyNode[], depth = 0): { id: string; label: string }[] =>
  nodes.flatMap((node) => [
    { id: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.displayName}` },
    ...flatten(node.children ?? [], depth + 1),
  ]);

const toFilter = (values: MusicStatisticFilterValues): MusicStatisticFilter => ({
  ...(values.startTime ? { startTime: values.startTime } : {}),
  ...(values.endTime ? { endTime: values.endTime } : {}),
  ...(values.tenantId ? { tenantId: values.tenantId } : {}),
});

type Overall = MusicStatisticsQuery['musicOverallIndicators'];
const FIGURES = [
  'listenerCount',
  'playCount',
  'trackListenCount',
  'finishedCount',
  'completionRate',
  'listenedMinutes',
  'programmeChildCount',
  'newProgrammeCount',
] as const satisfies readonly (keyof Overall)[];
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Music statistics (spec 001 §7 idtMusicStatistic): the centre's music user statistics
 * (menu/analysis/idtMusic) and the management's IdtMusic analysis, which adds a tenant filter and
 * covers every centre below it. Overall indicators, listening per day, the plan usage record and
 * the track playback record; Excel of all four.
 */
export const MusicStatisticsPage = ({ area }: { area: Area }) => {
  const { t, i18n } = useTranslation('music-statistics');
  const toasts = useErrorToasts();
  const nameOf = useTrackName();
  const [filters, setFilters] = useState<MusicStatisticFilterValues>(NO_FILTER);
  const [planPage, setPlanPage] = useState(1);
  const [trackPage, setTrackPage] = useState(1);
  const [planSize, setPlanSize] = useState(PAGE_SIZE);
  const [trackSize, setTrackSize] = useState(PAGE_SIZE);
  // Every page but a centre's covers many centres: a tenant filter from the tree the user may
  // switch through (for an enterprise or area manager, their own tenant and everything below it).
  const many = area !== 'center';
  const [{ data: tree }] = useQuery({ query: MusicStatisticTenantTreeDocument, pause: !many });
  const filter = toFilter(filters);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: MusicStatisticsDocument,
    variables: {
      filter,
      planSkip: (planPage - 1) * planSize,
      trackSkip: (trackPage - 1) * trackSize,
      planSize,
      trackSize,
    },
    context: NO_ERROR_TOAST,
  });
  const exporter = useFileDownload({ failed: t('export.failed'), fallbackName: 'music-statistics.xlsx' });
  const tenants = many ? flatten((tree?.me.canChangeList ?? []) as AnyNode[]) : [];
  const zh = i18n.language.startsWith('zh');
  const dayLabel = (day: string) => (zh ? `${day.slice(5, 7)}/${day.slice(8)}` : `${day.slice(8)}/${day.slice(5, 7)}`);

  const handleExport = async () => {
    const failure = await exporter.run({ method: 'POST', path: '/api/rocket/idtMusicStatistic/excel', body: filter });
    if (failure) toasts.showError(failure);
  };

  const figure = (overall: Overall, key: (typeof FIGURES)[number] | 'centreCount') =>
    key === 'completionRate' ? `${Math.round(overall.completionRate * 1000) / 10}%` : String(overall[key]);

  const body = () => {
    if (fetching && !data) return <LoadingState />;
    if (error && !data) {
      return (
        <LoadFailed
          title={t('load-failed')}
          error={error}
          retryText={t('retry')}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      );
    }
    if (!data) return null;
    const overall = data.musicOverallIndicators;
    const days = data.musicOperationalData.days;
    const plans = data.musicPlanUsageRecord;
    const tracks = data.musicTrackPlaybackRecord;
    const silent = overall.playCount === 0 && overall.trackListenCount === 0 && overall.finishedCount === 0;
    return (
      <>
        <section className="atrium-music-stat-section" aria-labelledby="music-stat-overall">
          <SectionTitle id="music-stat-overall">{t('overall.title')}</SectionTitle>
          <div className="atrium-music-stat-figures">
            {(many ? (['centreCount', ...FIGURES] as const) : FIGURES).map((key) => (
              <Card key={key} className="atrium-music-stat-figure">
                <div className="atrium-music-stat-figure-label">{t(`overall.${kebab(key)}`)}</div>
                <div className="atrium-music-stat-figure-value">{figure(overall, key)}</div>
              </Card>
            ))}
          </div>
        </section>
        <section className="atrium-music-stat-section" aria-labelledby="music-stat-operational">
          <SectionTitle id="music-stat-operational">{t('operational.title')}</SectionTitle>
          {silent ? (
            <EmptyState icon="music" title={t('empty.title')} description={t('empty.description')} />
          ) : (
            <DailySeriesChart
              days={days.map((d) => d.day)}
              series={[
                { key: 'plays', label: t('overall.play-count'), values: days.map((d) => d.playCount), bars: true },
                {
                  key: 'finished',
                  label: t('overall.finished-count'),
                  values: days.map((d) => d.finishedCount),
                  bars: true,
                },
                { key: 'listeners', label: t('overall.listener-count'), values: days.map((d) => d.listenerCount) },
              ]}
              width={960}
              height={260}
              label={t('operational.chart')}
              dayLabel={dayLabel}
              pointLabel={(p) => t('operational.point', { ...p, day: formatDate(p.day, i18n.language) })}
            />
          )}
        </section>
        <section className="atrium-music-stat-section" aria-labelledby="music-stat-tracks">
          <SectionTitle id="music-stat-tracks">{t('tracks.title')}</SectionTitle>
          {tracks.totalCount === 0 ? (
            <EmptyState icon="music" title={t('tracks.empty')} />
          ) : (
            <>
              <RankedBarChart
                bars={tracks.items.map((row) => ({ key: row.trackCode, label: nameOf(row), value: row.playCount }))}
                width={640}
                label={t('tracks.chart')}
                barLabel={(bar) => t('tracks.bar', { label: bar.label, value: bar.value })}
              />
              <TrackPlaybackTable rows={tracks.items} />
              {/* Only past one page of 10: one page has nothing to turn. */}
              {tracks.totalCount > PAGE_SIZE && (
                <Pager
                  label={t('tracks.title')}
                  page={trackPage}
                  pageSize={trackSize}
                  totalCount={tracks.totalCount}
                  pageSizes={pageSizeOptions(trackSize)}
                  onPageChange={setTrackPage}
                  onPageSizeChange={(size) => {
                    setTrackSize(size);
                    setTrackPage(1);
                  }}
                />
              )}
            </>
          )}
        </section>
        <section className="atrium-music-stat-section" aria-labelledby="music-stat-plans">
          <SectionTitle id="music-stat-plans">{t('plans.title')}</SectionTitle>
          {plans.totalCount === 0 ? (
            <EmptyState icon="list" title={t('plans.empty')} />
          ) : (
            <>
              <PlanUsageTable rows={plans.items} />
              {plans.totalCount > PAGE_SIZE && (
                <Pager
                  label={t('plans.title')}
                  page={planPage}
                  pageSize={planSize}
                  totalCount={plans.totalCount}
                  pageSizes={pageSizeOptions(planSize)}
                  onPageChange={setPlanPage}
                  onPageSizeChange={(size) => {
                    setPlanSize(size);
                    setPlanPage(1);
                  }}
                />
              )}
            </>
          )}
        </section>
      </>
    );
  };

  const range = data?.musicOverallIndicators;
  const running = exporter.state.status === 'running';
  return (
    <Page
      title={t(TITLE[area])}
      subtitle={
        range
          ? t('range', {
              start: formatDate(range.startTime, i18n.language),
              end: formatDate(range.endTime, i18n.language),
            })
          : undefined
      }
      actions={
        <div className="atrium-music-stat-export">
          <Button
            icon="export"
            loading={running}
            disabled={running}
            text={t('export.button')}
            onClick={() => void handleExport()}
          />
          {running && (
            <ProgressBar
              className="atrium-music-stat-export-progress"
              value={exporter.state.status === 'running' ? (exporter.state.progress ?? undefined) : undefined}
              aria-label={t('export.progress')}
            />
          )}
        </div>
      }
    >
      <MusicStatisticFilters
        value={filters}
        tenants={tenants}
        onApply={(next) => {
          setFilters(next);
          setPlanPage(1);
          setTrackPage(1);
        }}
      />
      {body()}
    </Page>
  );
};

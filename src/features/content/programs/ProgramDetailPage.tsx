import { Callout, Tag } from '@blueprintjs/core';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { ContentProgramDetailDocument, type ContentProgramFieldsFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { FeedbackForm } from '../../../shared/feedback-form/FeedbackForm';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { Page } from '../../../shared/ui/Page';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { ContentStatusTag } from '../components/ContentStatusTag';
import { programFormDefinition } from './programFeedback';
import { PROGRAM_TEXT_FIELDS, partName, programName } from './programForm';
import { ProgramMediaView } from './ProgramMediaView';
import { PROGRAM_LIST_PATH } from './programPaths';
import { keyOf } from '../components/contentKeys';
import './programs.css';

/**
 * A titled part: a region of its own on the programme's page; a plain block where the programme is
 * one of several on a page (a plan's session), whose regions would repeat each other's names. Its
 * id is unique per page either way.
 */
const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
  const unique = `${id}-${useId()}`;
  const Part = useContext(EmbeddedContext) ? 'div' : 'section';
  return (
    <Part aria-labelledby={Part === 'section' ? unique : undefined}>
      <SectionTitle id={unique}>{title}</SectionTitle>
      {children}
    </Part>
  );
};

const EmbeddedContext = createContext(false);

/** Every field of a programme, read-only: the editor's detail page and the centre's library show it. */
export const ProgramDetail = ({
  program,
  embedded = false,
}: {
  program: ContentProgramFieldsFragment;
  /** One of several programmes on the page (a plan's session): its parts are not regions. */
  embedded?: boolean;
}) => (
  <EmbeddedContext.Provider value={embedded}>
    <ProgramParts program={program} />
  </EmbeddedContext.Provider>
);

const ProgramParts = ({ program }: { program: ContentProgramFieldsFragment }) => {
  const { t, i18n } = useTranslation('content-programs');
  // On a plan's session page the library's status is no news, and the form is the session's own.
  const embedded = useContext(EmbeddedContext);
  const language = i18n.language;
  const name = programName(program, language);
  const none = t('detail.no-items');
  const names = (parts: readonly { nameZh: string; nameEn: string }[]) =>
    parts.length === 0 ? none : parts.map((p) => partName(p, language)).join(', ');
  const texts = PROGRAM_TEXT_FIELDS.filter((f) => program[f].trim() !== '');
  return (
    <div className="atrium-program-detail">
      <Section id="atrium-program-about" title={t('detail.about')}>
        <dl>
          <dt>{t('fields.code')}</dt>
          <dd>{program.code}</dd>
          <dt>{t('fields.title-zh')}</dt>
          <dd>{[program.titleZh, program.subTitleZh].filter(Boolean).join(' · ')}</dd>
          <dt>{t('fields.title-en')}</dt>
          <dd>{[program.titleEn, program.subTitleEn].filter(Boolean).join(' · ')}</dd>
          {!embedded && (
            <>
              <dt>{t('content:fields.content-status')}</dt>
              <dd>
                <ContentStatusTag status={program.contentStatus} />
              </dd>
            </>
          )}
          <dt>{t('fields.levels')}</dt>
          <dd>{t('level-range', { min: program.minDifficulty, max: program.maxDifficulty })}</dd>
          <dt>{t('fields.difficulty')}</dt>
          <dd>{t('level', { level: program.difficulty })}</dd>
          {program.difficulty2 !== null && program.difficulty2 !== undefined && (
            <>
              <dt>{t('fields.difficulty2')}</dt>
              <dd>{t('level', { level: program.difficulty2 })}</dd>
            </>
          )}
          <dt>{t('fields.category-type')}</dt>
          <dd>{t(`category-type.${program.categoryType === '2' ? '2' : '1'}`)}</dd>
          <dt>{t('fields.target-ids')}</dt>
          <dd>{names(program.targets)}</dd>
          <dt>{t('fields.category-ids')}</dt>
          <dd>{names(program.categories)}</dd>
          <dt>{t('fields.materials')}</dt>
          <dd>
            {program.materials.length === 0
              ? none
              : program.materials.map((m) => (
                  <Tag key={m.id} minimal className="atrium-program-material">
                    {t('detail.required-count', { name: partName(m, language), count: m.requiredCount })}
                  </Tag>
                ))}
          </dd>
        </dl>
      </Section>
      {texts.length > 0 && (
        <Section id="atrium-program-texts" title={t('detail.texts')}>
          <dl>
            {texts.map((field) => (
              <div key={field} style={{ display: 'contents' }}>
                <dt>{t(`fields.${keyOf(field)}`)}</dt>
                <dd>{program[field]}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <Section id="atrium-program-media" title={t('detail.media')}>
        {program.images.length === 0 && program.videos.length === 0 && <p>{t('detail.no-media')}</p>}
        {program.videos.map((video) => (
          <ProgramMediaView key={video.id} file={video} label={t('detail.video-label', { name })} />
        ))}
        <div className="atrium-program-images">
          {program.images.map((image, index) => (
            <ProgramMediaView key={image.id} file={image} label={t('detail.image-alt', { name, place: index + 1 })} />
          ))}
        </div>
      </Section>
      {!embedded && (
        <Section id="atrium-program-form" title={t('detail.form')}>
          {program.feedbackProperties.length === 0 ? (
            <p>{t('detail.form-empty')}</p>
          ) : (
            <>
              <p className="atrium-program-muted">{t('detail.preview-only')}</p>
              <FeedbackForm properties={programFormDefinition(program.feedbackProperties)} readOnly hideSubmit />
            </>
          )}
        </Section>
      )}
    </div>
  );
};

/**
 * /system/manage/content/trainingProgram/:id (spec 001 §2 screen 11): one training programme,
 * every field, its targets, categories, materials with counts, level range, images, its video
 * playing, and its feedback form as the shared FeedbackForm renders it (a read-only preview).
 */
export const ProgramDetailPage = () => {
  const { t, i18n } = useTranslation('content-programs');
  const { id = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({
    query: ContentProgramDetailDocument,
    variables: { id },
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  const program = data?.contentTrainingProgram;
  const back = <Link to={PROGRAM_LIST_PATH}>{t('detail.back')}</Link>;
  return (
    <Page
      title={program ? programName(program, i18n.language) : t('menu:manage.items.content-training-program')}
      subtitle={program?.code}
      actions={back}
    >
      {fetching && !program && <LoadingState />}
      {error && !program && (
        <Callout intent="danger" title={t('detail.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      )}
      {program && <ProgramDetail program={program} />}
    </Page>
  );
};

import {
  Alert,
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  ProgressBar,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery, type CombinedError } from 'urql';
import {
  ArrangeOfflinePlanDocument,
  OfflinePlanTemplatesDocument,
  OfflinePlanTrialCheckDocument,
  type IlsVersion,
  type OfflinePlanCardVersion,
  type OfflinePlanMode,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { DateField } from '../../../shared/ui/DateField';
import { MAX_LEVEL, MIN_LEVEL, trialState } from '../planRules';

type ArrangePlanDialogProps = {
  subjectId: string;
  onClose: () => void;
  onArranged: (planId: string) => void;
};

/** The server's default (POST userOfflinePlan without cardVersion): the card without the sound-therapy record. */
const DEFAULT_CARD_VERSION: OfflinePlanCardVersion = 'v2';

const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);

/**
 * The plan-type modal (spec 001 §2 screen 1, §4 "Offline plan flow", §8): a Public template of V3 or
 * V4, an optional start level L1–L20, the session card's layout (v2, or v1 with the sound-therapy
 * record whose audio punch each class then waits for), the mode, a trial (checked against the trials left: below 500
 * a confirmation shows them, none left warns), an optional period; a generator shows while the
 * plan is made; a refusal shows the server's message in a warning with "got it".
 */
export const ArrangePlanDialog = ({ subjectId, onClose, onArranged }: ArrangePlanDialogProps) => {
  const { t, i18n } = useTranslation('offline-plans');
  const { showSuccess, showError } = useErrorToasts();
  const client = useClient();
  const ids = { version: useId(), template: useId(), level: useId(), from: useId(), until: useId() };
  const [version, setVersion] = useState<IlsVersion>('V3');
  const [templateId, setTemplateId] = useState('');
  const [startLevel, setStartLevel] = useState('');
  const [cardVersion, setCardVersion] = useState<OfflinePlanCardVersion>(DEFAULT_CARD_VERSION);
  const [mode, setMode] = useState<OfflinePlanMode>('Offline');
  const [isTry, setIsTry] = useState(false);
  const [validFrom, setValidFrom] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [badDate, setBadDate] = useState({ from: false, until: false });
  const [tried, setTried] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmTrial, setConfirmTrial] = useState<number | null>(null);

  const [{ data: templates, fetching: loadingTemplates }] = useQuery({
    query: OfflinePlanTemplatesDocument,
    variables: { version },
  });
  const [{ data: trial }] = useQuery({
    query: OfflinePlanTrialCheckDocument,
    variables: { ilsVersion: version, templateId },
    pause: templateId === '',
  });
  const items = templates?.contentOfflinePlans.items ?? [];
  const template = items.find((tpl) => tpl.id === templateId);
  const trialNow = trialState(templateId ? trial?.offlinePlanTrialCheck : undefined);
  const english = i18n.language.startsWith('en');
  const periodInvalid =
    badDate.from || badDate.until || (validFrom !== '' && validUntil !== '' && validFrom > validUntil);

  const arrange = async () => {
    setGenerating(true);
    const result = await client
      .mutation(
        ArrangeOfflinePlanDocument,
        {
          input: {
            subjectId,
            templateId,
            ilsVersion: version,
            startLevel: startLevel ? Number(startLevel) : null,
            cardVersion,
            mode,
            isTry,
            validFrom: validFrom || null,
            validUntil: validUntil || null,
          },
        },
        NO_ERROR_TOAST,
      )
      .toPromise();
    setGenerating(false);
    if (result.data) {
      showSuccess(t('arrange.done', { name: template ? (english ? template.nameEn : template.nameZh) : '' }));
      onArranged(result.data.arrangeOfflinePlan.id);
      return;
    }
    if (result.error) showFailure(result.error);
  };

  // 001 §8: the child not found is a toast; any other refusal a warning with the server's message.
  const showFailure = (error: CombinedError) => {
    const code = error.graphQLErrors[0]?.extensions['code'];
    if (code === 'NotFound') showError(error, t('arrange.subject-not-found'));
    else setFailure(errorMessage(error, t('common:error.network')));
  };

  const submit = () => {
    setTried(true);
    if (!templateId || periodInvalid) return;
    if (isTry) {
      if (trialNow.kind === 'out' || trialNow.kind === 'none') return;
      if (trialNow.kind === 'left') return setConfirmTrial(trialNow.count);
    }
    void arrange();
  };

  return (
    <Dialog
      isOpen
      onClose={generating ? undefined : onClose}
      title={t('arrange.title')}
      icon="add"
      style={{ width: 560 }}
    >
      <DialogBody>
        {generating ? (
          <div className="atrium-plan-generating" role="status">
            <p>{t('arrange.generating')}</p>
            <ProgressBar intent="primary" />
          </div>
        ) : (
          <>
            <FormGroup label={t('arrange.version')} labelFor={ids.version}>
              <HTMLSelect
                id={ids.version}
                value={version}
                onChange={(event) => {
                  setVersion(event.currentTarget.value as IlsVersion);
                  setTemplateId('');
                  setIsTry(false);
                }}
                options={['V3', 'V4']}
              />
            </FormGroup>
            <FormGroup
              label={t('arrange.template')}
              labelFor={ids.template}
              intent={tried && !templateId ? 'danger' : 'none'}
              helperText={
                tried && !templateId
                  ? t('arrange.template-required')
                  : !loadingTemplates && items.length === 0
                    ? t('arrange.no-templates')
                    : undefined
              }
            >
              <HTMLSelect
                id={ids.template}
                fill
                value={templateId}
                onChange={(event) => {
                  setTemplateId(event.currentTarget.value);
                  setIsTry(false);
                }}
                options={[
                  { value: '', label: t('arrange.template-placeholder') },
                  ...items.map((tpl) => ({
                    value: tpl.id,
                    label: t('arrange.sessions', {
                      name: `${tpl.code} ${english ? tpl.nameEn : tpl.nameZh}`,
                      count: tpl.sessionCount,
                    }),
                  })),
                ]}
              />
            </FormGroup>
            <FormGroup label={t('arrange.start-level')} labelFor={ids.level} labelInfo={t('arrange.optional')}>
              <HTMLSelect
                id={ids.level}
                value={startLevel}
                onChange={(event) => setStartLevel(event.currentTarget.value)}
                options={[
                  {
                    value: '',
                    label: template
                      ? t('arrange.start-level-default', { level: template.rules.difficulty.startLevel })
                      : t('arrange.start-level-plain'),
                  },
                  ...LEVELS.map((level) => ({ value: String(level), label: `L${level}` })),
                ]}
              />
            </FormGroup>
            <RadioGroup
              label={t('arrange.card-version')}
              selectedValue={cardVersion}
              onChange={(event) => setCardVersion(event.currentTarget.value as OfflinePlanCardVersion)}
            >
              <Radio value="v2" label={t('arrange.card-v2')} />
              <Radio value="v1" label={t('arrange.card-v1')} />
            </RadioGroup>
            <RadioGroup
              label={t('arrange.mode')}
              inline
              selectedValue={mode}
              onChange={(event) => setMode(event.currentTarget.value as OfflinePlanMode)}
            >
              <Radio value="Offline" label={t('mode.offline')} />
              <Radio value="Online" label={t('mode.online')} />
            </RadioGroup>
            <Checkbox
              label={t('arrange.trial')}
              checked={isTry}
              disabled={!templateId || trialNow.kind === 'none'}
              onChange={(event) => setIsTry(event.currentTarget.checked)}
            />
            {templateId && trial && (
              <Callout
                className="atrium-plan-trial"
                intent={trialNow.kind === 'out' && isTry ? 'warning' : 'none'}
                icon={trialNow.kind === 'out' ? 'warning-sign' : 'info-sign'}
              >
                {trialNow.kind === 'none'
                  ? t('arrange.trial-none')
                  : trialNow.kind === 'unlimited'
                    ? t('arrange.trial-unlimited')
                    : trialNow.kind === 'out'
                      ? t('arrange.trial-out')
                      : t('arrange.trial-left', { count: trialNow.count })}
              </Callout>
            )}
            <div className="atrium-plan-period">
              <FormGroup label={t('arrange.valid-from')} labelFor={ids.from} labelInfo={t('arrange.optional')}>
                <DateField
                  id={ids.from}
                  value={validFrom}
                  onChange={(state) => {
                    setValidFrom(state.iso);
                    setBadDate((bad) => ({ ...bad, from: state.problem !== null }));
                  }}
                />
              </FormGroup>
              <FormGroup
                label={t('arrange.valid-until')}
                labelFor={ids.until}
                labelInfo={t('arrange.optional')}
                intent={periodInvalid ? 'danger' : 'none'}
                helperText={periodInvalid ? t('arrange.period-invalid') : undefined}
              >
                <DateField
                  id={ids.until}
                  value={validUntil}
                  onChange={(state) => {
                    setValidUntil(state.iso);
                    setBadDate((bad) => ({ ...bad, until: state.problem !== null }));
                  }}
                />
              </FormGroup>
            </div>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('arrange.cancel')} disabled={generating} onClick={onClose} />
            <Button
              intent="primary"
              loading={generating}
              disabled={isTry && trialNow.kind === 'out'}
              text={t('arrange.submit')}
              onClick={submit}
            />
          </>
        }
      />
      <Alert
        isOpen={confirmTrial !== null}
        intent="primary"
        icon="help"
        confirmButtonText={t('arrange.submit')}
        cancelButtonText={t('arrange.cancel')}
        onCancel={() => setConfirmTrial(null)}
        onConfirm={() => {
          setConfirmTrial(null);
          void arrange();
        }}
      >
        <p>{t('arrange.trial-confirm', { count: confirmTrial ?? 0 })}</p>
      </Alert>
      <Alert
        isOpen={failure !== null}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t('arrange.know')}
        onConfirm={() => setFailure(null)}
      >
        <p>
          <strong>{t('arrange.failed-title')}</strong>
        </p>
        <p>{failure}</p>
      </Alert>
    </Dialog>
  );
};

import { Button, Callout, H5, PopupKind } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TopBarQrCodesDocument, type QrCodeKind } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { formatDateTime } from '../../shared/i18n/formatDate';
import { DeferredPopover } from '../../shared/ui/DeferredPopover';
import { LoadingState } from '../../shared/ui/LoadingState';
import { QrCodeImage } from '../../shared/ui/QrCodeImage';

// Static keys, so the catalogue check sees every one of them.
const KIND_LABEL_KEY: Readonly<Record<QrCodeKind, string>> = {
  tenant: 'qr.kind.tenant',
  preview: 'qr.kind.preview',
  IncreaseTraffic: 'qr.kind.increase-traffic',
  ApplyTraining: 'qr.kind.apply-training',
  TrainingFeedback: 'qr.kind.training-feedback',
  grant: 'qr.kind.grant',
  assessmentReport: 'qr.kind.assessment-report',
  ParentConsole: 'qr.kind.parent-console',
  CoachConsole: 'qr.kind.coach-console',
  ParentVideoSupervision: 'qr.kind.parent-video-supervision',
  TrainingModule: 'qr.kind.training-module',
  RegisterPersonalCoach: 'qr.kind.register-personal-coach',
};

type QrCodesButtonProps = {
  /** The codes this user can use in the current centre. */
  kinds: readonly QrCodeKind[];
};

/** The top bar's QR-code entries (spec 000 §2, §7): each code drawn, labelled, with its link. */
export const QrCodesButton = ({ kinds }: QrCodesButtonProps) => {
  const { t } = useTranslation('top-bar');
  const [isOpen, setOpen] = useState(false);
  // Codes carry expiring tokens: ask for fresh ones each time the list opens.
  const variables = useMemo(() => ({ kinds: [...kinds] }), [kinds]);
  const [{ data, error, fetching }] = useQuery({
    query: TopBarQrCodesDocument,
    variables,
    pause: !isOpen,
    requestPolicy: 'network-only',
  });

  const content = (
    <div className="atrium-topbar-popover atrium-qr-popover">
      <H5>{t('qr.title')}</H5>
      <p className="atrium-muted">{t('qr.description')}</p>
      {fetching && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <Callout intent="danger" compact title={t('qr.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : (
        <ul className="atrium-qr-list">
          {(data?.qrCodes ?? []).map((code) => {
            const label = t(KIND_LABEL_KEY[code.kind]);
            return (
              <li key={code.kind} className="atrium-qr-item">
                <QrCodeImage content={code.content} alt={t('qr.image-alt', { label })} className="atrium-qr-image" />
                <div className="atrium-qr-text">
                  <strong>{label}</strong>
                  <a href={code.content} target="_blank" rel="noreferrer" className="atrium-qr-link">
                    {code.content}
                  </a>
                  <span className="atrium-muted">{t('qr.valid-until', { time: formatDateTime(code.expiresAt) })}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );

  return (
    <DeferredPopover
      placement="bottom-end"
      popupKind={PopupKind.DIALOG}
      isOpen={isOpen}
      onInteraction={setOpen}
      content={content}
      tooltip={t('qr.open')}
    >
      <Button variant="minimal" icon="mobile-phone" aria-label={t('qr.open')} />
    </DeferredPopover>
  );
};

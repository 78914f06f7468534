import { Alert, Button, Dialog, DialogBody, DialogFooter, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from 'urql';
import {
  CloseProjectDocument,
  OpenProjectDocument,
  ProjectCloseCheckDocument,
  type TenantFieldsFragment,
  type TenantProject,
} from '../../generated/graphql';
import { useErrorToasts } from '../errors/useErrorToasts';
import { SwitchHistoryPopover } from './SwitchHistoryPopover';

type ProjectSwitchProps = {
  tenant: TenantFieldsFragment;
  project: TenantProject;
  onChanged: () => void;
};

type Prompt = { kind: 'contact' } | { kind: 'subordinates'; names: string[] } | { kind: 'confirm-close' };

/**
 * One project switch of a tenant (spec 002 §4 "Project switch"): opening is immediate; closing
 * asks the server's before-close check first, which either lists the subordinates that still
 * have it open, tells the caller to contact the project manager, or lets them confirm.
 */
export const ProjectSwitch = ({ tenant, project, onChanged }: ProjectSwitchProps) => {
  const { t } = useTranslation('tenants');
  const toasts = useErrorToasts();
  const client = useClient();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [checking, setChecking] = useState(false);
  const [opened, open] = useMutation(OpenProjectDocument);
  const [closed, close] = useMutation(CloseProjectDocument);
  const status = tenant.projectStatus.find((p) => p.name === project);
  const on = status?.status ?? false;
  const projectName = t(`projects.${project}`);
  const busy = checking || opened.fetching || closed.fetching;

  const handleOpen = async () => {
    const result = await open({ tenantId: tenant.id, project });
    if (result.error) return;
    toasts.showSuccess(t(`switch.opened-${project}`));
    onChanged();
  };

  const handleToggle = async () => {
    if (!status?.mayToggle) {
      setPrompt({ kind: 'contact' });
      return;
    }
    if (!on) return handleOpen();
    setChecking(true);
    const check = await client
      .query(ProjectCloseCheckDocument, { tenantId: tenant.id, project }, { requestPolicy: 'network-only' })
      .toPromise();
    setChecking(false);
    const answer = check.data?.projectCloseCheck;
    if (!answer) return;
    if (answer.contactProjectManager) setPrompt({ kind: 'contact' });
    else if (answer.openSubordinates.length > 0) {
      setPrompt({ kind: 'subordinates', names: answer.openSubordinates.map((s) => s.displayName) });
    } else setPrompt({ kind: 'confirm-close' });
  };

  const handleClose = async () => {
    const result = await close({ tenantId: tenant.id, project });
    setPrompt(null);
    if (result.error) return;
    toasts.showSuccess(t(`switch.closed-${project}`));
    onChanged();
  };

  return (
    <span className="atrium-tenant-switch">
      <Switch
        inline
        checked={on}
        disabled={busy}
        label={projectName}
        aria-label={t('switch.label', { project: projectName, name: tenant.displayName })}
        onChange={() => void handleToggle()}
      />
      <SwitchHistoryPopover tenant={tenant} project={project} />
      <Alert
        isOpen={prompt?.kind === 'contact'}
        icon="warning-sign"
        intent="warning"
        confirmButtonText={t('switch.ok')}
        onConfirm={() => setPrompt(null)}
        onCancel={() => setPrompt(null)}
      >
        <p>{t('switch.contact-project-manager', { project: projectName })}</p>
      </Alert>
      <Alert
        isOpen={prompt?.kind === 'confirm-close'}
        icon="power"
        intent="danger"
        confirmButtonText={t('switch.close')}
        cancelButtonText={t('form.cancel')}
        loading={closed.fetching}
        onConfirm={() => void handleClose()}
        onCancel={() => setPrompt(null)}
      >
        <p>{t('switch.close-question', { project: projectName, name: tenant.displayName })}</p>
      </Alert>
      <Dialog
        isOpen={prompt?.kind === 'subordinates'}
        icon="error"
        title={t('switch.subordinates-title')}
        onClose={() => setPrompt(null)}
      >
        <DialogBody>
          <p>{t('switch.subordinates-open', { project: projectName })}</p>
          <ul aria-label={t('switch.subordinates-title')}>
            {prompt?.kind === 'subordinates' && prompt.names.map((name) => <li key={name}>{name}</li>)}
          </ul>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={t('switch.ok')} onClick={() => setPrompt(null)} />} />
      </Dialog>
    </span>
  );
};

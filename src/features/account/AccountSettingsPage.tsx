import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  AccountSettingsDocument,
  ChangeEmailDocument,
  ChangePasswordDocument,
  ChangePhoneNumberDocument,
  DeletePictureDocument,
  DeleteResumeDocument,
  FreezeMembershipDocument,
  SendEmailCodeDocument,
  SendPhoneCodeDocument,
  UpdateProfileDocument,
} from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { openReviewFile } from '../../shared/review-file/reviewFileStore';
import { CertificationSection } from './components/CertificationSection';
import { EmailSection } from './components/EmailSection';
import { MembershipSection, type MembershipItem } from './components/MembershipSection';
import { PasswordSection } from './components/PasswordSection';
import { PhoneSection } from './components/PhoneSection';
import { ProfilePhoto } from './components/ProfilePhoto';
import { ProfileSection, type ProfileValues } from './components/ProfileSection';
import { ResumeSection, type ResumeItem } from './components/ResumeSection';
import { usePictureSrc } from './hooks/usePictureSrc';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, usePictureUpload } from './hooks/usePictureUpload';
import { toSendCodeFailure } from '../../shared/verification/toSendCodeFailure';
import { useResumeUpload } from './hooks/useResumeUpload';

// The sections a link may open at (?section=password, as the top bar's change-password entry does).
const SECTION_IDS: Record<string, string> = { password: 'account-password' };

type AccountSettingsPageProps = {
  /** The menu label (namespace menu) of the route it opens at: the menus call it differently. */
  titleKey: 'manage.items.account-settings' | 'center.items.settings';
};

/**
 * The account and personal settings page (spec 000 §2 screen 2), at
 * /system/center/menu/account/settings and /system/menu/account/settings.
 */
export const AccountSettingsPage = ({ titleKey }: AccountSettingsPageProps) => {
  const { t } = useTranslation('account');
  const toasts = useErrorToasts();
  const [searchParams] = useSearchParams();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: AccountSettingsDocument });
  const [profileState, updateProfile] = useMutation(UpdateProfileDocument);
  const [passwordState, changePassword] = useMutation(ChangePasswordDocument);
  const [, sendEmailCode] = useMutation(SendEmailCodeDocument);
  const [emailState, changeEmail] = useMutation(ChangeEmailDocument);
  const [, sendPhoneCode] = useMutation(SendPhoneCodeDocument);
  const [phoneState, changePhoneNumber] = useMutation(ChangePhoneNumberDocument);
  const [, deleteResume] = useMutation(DeleteResumeDocument);
  const [, freezeMembership] = useMutation(FreezeMembershipDocument);
  const [, deletePicture] = useMutation(DeletePictureDocument);
  const uploadResume = useResumeUpload();
  const [uploading, setUploading] = useState(false);
  const uploadPicture = usePictureUpload();
  const [photoBusy, setPhotoBusy] = useState(false);
  const pictureSrc = usePictureSrc(data?.accountSettings.pictureUrl ?? null);

  const section = searchParams.get('section');
  const loaded = data !== undefined;
  useEffect(() => {
    const id = section ? SECTION_IDS[section] : undefined;
    if (!loaded || !id) return;
    // After the browser has laid the sections out, or there is nothing to scroll to yet.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [section, loaded]);

  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const networkText = t('common:error.network');
  const settings = data?.accountSettings;

  if (!settings) {
    return (
      <Page title={t(`menu:${titleKey}`)}>
        {fetching || !error ? (
          <LoadingState />
        ) : (
          <Callout intent="danger" title={t('settings.load-failed')}>
            {errorMessage(error, networkText)}
          </Callout>
        )}
      </Page>
    );
  }

  const readOnly = !settings.canEditAccountInfo;

  const handleSaveProfile = async (values: ProfileValues) => {
    const result = await updateProfile({ input: values });
    if (result.data) toasts.showSuccess(t('settings.profile.saved'));
  };

  const handleChangePassword = async (currentPassword: string, newPassword: string) => {
    const result = await changePassword({ currentPassword, newPassword });
    if (result.data?.changePassword) toasts.showSuccess(t('settings.password.saved'));
    return result.data?.changePassword === true;
  };

  // The machine shows the countdown; a refusal is toasted here, as every failed call is.
  const handleSendEmailCode = async (email: string) => {
    const result = await sendEmailCode({ email }, NO_ERROR_TOAST);
    if (result.error) {
      toasts.showError(result.error);
      throw toSendCodeFailure(result.error, networkText);
    }
    toasts.showSuccess(t('settings.code.sent'));
    return result.data?.sendEmailCode ?? { secondsUntilResend: 60 };
  };

  const handleChangeEmail = async (email: string, code: string) => {
    const result = await changeEmail({ email, code });
    if (result.data) toasts.showSuccess(t('settings.email.saved'));
    return result.data !== undefined;
  };

  const handleSendPhoneCode = async (countryCode: string, phone: string) => {
    const result = await sendPhoneCode({ countryCode, phone }, NO_ERROR_TOAST);
    if (result.error) {
      toasts.showError(result.error);
      throw toSendCodeFailure(result.error, networkText);
    }
    toasts.showSuccess(t('settings.code.sent'));
    return result.data?.sendPhoneCode ?? { secondsUntilResend: 60 };
  };

  const handleChangePhone = async (countryCode: string, phone: string, code: string) => {
    const result = await changePhoneNumber({ countryCode, phone, code });
    if (result.data) toasts.showSuccess(t('settings.phone.saved'));
    return result.data !== undefined;
  };

  const handleUpload = async (file: File) => {
    setUploading(true);
    const outcome = await uploadResume(file);
    setUploading(false);
    if (outcome.ok) {
      toasts.showSuccess(t('settings.resume.uploaded'));
      refresh();
    } else {
      toasts.showError(outcome.message);
    }
  };

  const handlePictureUpload = async (file: File) => {
    // Checked here too, so a wrong file is not sent first; the server decides by the bytes.
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      toasts.showWarning(t('settings.photo.wrong-type'));
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      toasts.showWarning(t('settings.photo.too-large', { mb: PICTURE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setPhotoBusy(true);
    const outcome = await uploadPicture(file);
    setPhotoBusy(false);
    if (outcome.ok) {
      toasts.showSuccess(t('settings.photo.uploaded'));
      refresh();
    } else {
      toasts.showError(outcome.message);
    }
  };

  const handlePictureRemove = async () => {
    setPhotoBusy(true);
    const result = await deletePicture({});
    setPhotoBusy(false);
    if (result.data) toasts.showSuccess(t('settings.photo.removed'));
  };

  const handlePreview = (resume: ResumeItem) => {
    if (
      !openReviewFile({
        url: resume.url,
        fileName: resume.fileName,
        contentType: resume.contentType,
        watermarked: false,
      })
    ) {
      toasts.showWarning(t('settings.resume.popup-blocked'));
    }
  };

  const handleDelete = async (resume: ResumeItem) => {
    const result = await deleteResume({ id: resume.id });
    if (result.data) {
      toasts.showSuccess(t('settings.resume.deleted'));
      refresh();
    }
  };

  const handleToggleMembership = async (membership: MembershipItem, operate: 'Freeze' | 'Unfreeze') => {
    const result = await freezeMembership({ operate, userId: settings.id, tenantId: membership.tenantId });
    if (!result.data) return;
    // Spec 000 §4 and §8: "centre frozen" / "centre re-enabled".
    toasts.showSuccess(
      operate === 'Freeze' ? t('settings.memberships.frozen-done') : t('settings.memberships.unfrozen-done'),
    );
    refresh();
  };

  return (
    <Page title={t(`menu:${titleKey}`)} subtitle={settings.userName}>
      {readOnly && (
        <Callout intent="primary" icon="lock" className="atrium-block">
          {t('settings.read-only')}
        </Callout>
      )}
      <ProfileSection
        key={`${settings.name}|${settings.gender}|${settings.birthday ?? ''}`}
        profile={settings}
        photo={
          <ProfilePhoto
            name={settings.name || settings.userName}
            src={pictureSrc}
            hasPicture={settings.pictureUrl !== null && settings.pictureUrl !== undefined}
            readOnly={readOnly}
            busy={photoBusy}
            onUpload={(file) => void handlePictureUpload(file)}
            onRemove={() => void handlePictureRemove()}
          />
        }
        readOnly={readOnly}
        saving={profileState.fetching}
        onSave={(values) => void handleSaveProfile(values)}
      />
      <ResumeSection
        resumes={settings.resumes}
        readOnly={readOnly}
        uploading={uploading}
        onUpload={(file) => void handleUpload(file)}
        onPreview={handlePreview}
        onDelete={(resume) => void handleDelete(resume)}
      />
      <MembershipSection
        memberships={settings.centerList}
        canFreeze={settings.canFreezeMemberships}
        onToggle={handleToggleMembership}
      />
      <EmailSection
        email={settings.email}
        readOnly={readOnly}
        confirming={emailState.fetching}
        onSendCode={handleSendEmailCode}
        onConfirm={handleChangeEmail}
      />
      <PasswordSection saving={passwordState.fetching} onChange={handleChangePassword} />
      <PhoneSection
        countryCode={settings.countryCode}
        phoneNumber={settings.phoneNumber}
        readOnly={readOnly}
        confirming={phoneState.fetching}
        onSendCode={handleSendPhoneCode}
        onConfirm={handleChangePhone}
      />
      <CertificationSection />
    </Page>
  );
};

/** Management mode's account settings (/system/menu/account/settings). */
export const ManagementSettingsPage = () => <AccountSettingsPage titleKey="manage.items.account-settings" />;

/** The centre menu's personal settings (/system/center/menu/account/settings, spec 000 §2 "personal settings"). */
export const CentreSettingsPage = () => <AccountSettingsPage titleKey="center.items.settings" />;

import type { TFunction } from 'i18next';
import type { AdminTab, CentreTab } from './subjectTabs';

// Every label through a static key (the catalogue test checks them; the values stored are the
// spec's words, which are not key-shaped).

export const stageLabel = (t: TFunction, stage: string): string => {
  switch (stage) {
    case '0-3':
      return t('subject-detail:stage.infant');
    case '3-5.5':
      return t('subject-detail:stage.preschool');
    case '5.5-13':
      return t('subject-detail:stage.school');
    case '13-18':
      return t('subject-detail:stage.teen');
    case '18+':
      return t('subject-detail:stage.adult');
    default:
      return stage;
  }
};

/** Spec 000 §4 "Subject binding": authorized, no longer authorized, cancelled. */
export const statusLabel = (t: TFunction, status: string): string => {
  switch (status) {
    case 'Bind':
      return t('subject-detail:status.bind');
    case 'Unbind':
      return t('subject-detail:status.unbind');
    case 'Logout':
      return t('subject-detail:status.logout');
    default:
      return status;
  }
};

export const statusIntent = (status: string) =>
  status === 'Bind' ? 'success' : status === 'Logout' ? 'danger' : 'warning';

/** Values stored in English words; anything else is shown as entered. */
export const handLabel = (t: TFunction, hand: string): string => {
  switch (hand) {
    case 'Right':
      return t('subject-detail:hand.right');
    case 'Left':
      return t('subject-detail:hand.left');
    case 'Both':
      return t('subject-detail:hand.both');
    default:
      return hand;
  }
};

export const schoolNatureLabel = (t: TFunction, nature: string): string => {
  switch (nature) {
    case 'Public':
      return t('subject-detail:school-nature.public');
    case 'Private':
      return t('subject-detail:school-nature.private');
    case 'International':
      return t('subject-detail:school-nature.international');
    default:
      return nature;
  }
};

export type TabText = { title: string; empty: string };

/** A tab's title and its empty list's text; VRAT reads VCAT with vrat1.showVCAT (spec 000 §1). */
export const tabText = (t: TFunction, tab: CentreTab | AdminTab, vcat: boolean): TabText => {
  switch (tab) {
    case 'OfflinePlan':
      return {
        title: t('subject-detail:tabs.centre.offline-plan'),
        empty: t('subject-detail:empty.centre.offline-plan'),
      };
    case 'MusicRehab':
      return {
        title: t('subject-detail:tabs.centre.music-rehab'),
        empty: t('subject-detail:empty.centre.music-rehab'),
      };
    case 'RocketAssessment':
      return {
        title: t('subject-detail:tabs.centre.rocket-assessment'),
        empty: t('subject-detail:empty.centre.rocket-assessment'),
      };
    case 'VratTest':
      return vcat
        ? {
            title: t('subject-detail:tabs.centre.vrat-test-vcat'),
            empty: t('subject-detail:empty.centre.vrat-test-vcat'),
          }
        : { title: t('subject-detail:tabs.centre.vrat-test'), empty: t('subject-detail:empty.centre.vrat-test') };
    case 'Sleep':
      return { title: t('subject-detail:tabs.centre.sleep'), empty: t('subject-detail:empty.centre.sleep') };
    case 'Nutrition':
      return { title: t('subject-detail:tabs.centre.nutrition'), empty: t('subject-detail:empty.centre.nutrition') };
    case 'Exercise':
      return { title: t('subject-detail:tabs.centre.exercise'), empty: t('subject-detail:empty.centre.exercise') };
    case 'rocketAssessment':
      return {
        title: t('subject-detail:tabs.admin.rocket-assessment'),
        empty: t('subject-detail:empty.admin.rocket-assessment'),
      };
    case 'vratTest':
      return vcat
        ? {
            title: t('subject-detail:tabs.admin.vrat-test-vcat'),
            empty: t('subject-detail:empty.admin.vrat-test-vcat'),
          }
        : { title: t('subject-detail:tabs.admin.vrat-test'), empty: t('subject-detail:empty.admin.vrat-test') };
    case 'sleep':
      return { title: t('subject-detail:tabs.admin.sleep'), empty: t('subject-detail:empty.admin.sleep') };
    case 'nutrition':
      return { title: t('subject-detail:tabs.admin.nutrition'), empty: t('subject-detail:empty.admin.nutrition') };
    case 'iLs':
      return { title: t('subject-detail:tabs.admin.i-ls'), empty: t('subject-detail:empty.admin.i-ls') };
    case 'exercise':
      return { title: t('subject-detail:tabs.admin.exercise'), empty: t('subject-detail:empty.admin.exercise') };
    case 'idtMusicPlan':
      return {
        title: t('subject-detail:tabs.admin.idt-music-plan'),
        empty: t('subject-detail:empty.admin.idt-music-plan'),
      };
  }
};

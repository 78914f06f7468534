import type { NotificationFieldsFragment } from '../../../generated/graphql';

type Extra = NotificationFieldsFragment['extraProperties'];

/** Every extra property absent, as the gateway answers a notification that has none. */
export const NO_EXTRA: Extra = {
  guardianName: null,
  guardianId: null,
  subjectName: null,
  subjectId: null,
  assessmentTitle: null,
  num: null,
  courseName: null,
  planName: null,
  Desc: null,
  Icon: null,
  Summary: null,
  iconUrl: null,
};

/** A notification as the gateway answers it (with __typename, as urql's cache expects). */
export const notificationFixture = (
  values: Partial<Omit<NotificationFieldsFragment, 'extraProperties'>> & { extraProperties?: Partial<Extra> },
) => ({
  __typename: 'Notification' as const,
  id: 'n-1',
  type: 'User' as const,
  title: 'Training check-in',
  isRead: false,
  creationTime: new Date().toISOString(),
  ...values,
  extraProperties: { __typename: 'NotificationExtraProperties' as const, ...NO_EXTRA, ...values.extraProperties },
});

export const notificationPage = (items: unknown[], totalCount = items.length) => ({
  data: { notifications: { __typename: 'NotificationPage', items, totalCount } },
});

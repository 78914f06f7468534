import { Type, type Static } from 'typebox';
import {
  REMINDER_CHANNELS,
  REMINDER_EVENTS,
  type ReminderChannel,
  type ReminderEvent,
} from '../../../../forms/reminder-templates';
import { ContentItemCommon } from '../content.schemas';

// A reminder template (spec 000 §7, 002 §7 /api/rocket/reminderTemplate). The spec shows no
// fields: a name, the event, the channels, and a subject and body in both languages with named
// placeholders. Loose on purpose: the kind checks the fields and names each refused one.
const text = Type.Optional(Type.String({ maxLength: 5000 }));

export const ReminderEventSchema = Type.Unsafe<ReminderEvent>(Type.Union(REMINDER_EVENTS.map((e) => Type.Literal(e))));
export const ReminderChannelSchema = Type.Unsafe<ReminderChannel>(
  Type.Union(REMINDER_CHANNELS.map((c) => Type.Literal(c))),
);

export const ReminderBody = Type.Object({
  nameZh: text,
  nameEn: text,
  event: Type.Optional(Type.String({ maxLength: 100 })),
  channels: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 })),
  subjectZh: text,
  subjectEn: text,
  bodyZh: text,
  bodyEn: text,
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type ReminderBody = Static<typeof ReminderBody>;

const fields = {
  nameZh: Type.String(),
  nameEn: Type.String(),
  event: ReminderEventSchema,
  channels: Type.Array(ReminderChannelSchema),
  subjectZh: Type.String(),
  subjectEn: Type.String(),
  bodyZh: Type.String(),
  bodyEn: Type.String(),
};

export const ReminderValues = Type.Object({ ...fields, sortOrder: Type.Integer() });
export type ReminderValues = Static<typeof ReminderValues>;

export const ReminderItem = Type.Object({ ...ContentItemCommon, ...fields });
export type ReminderItem = Static<typeof ReminderItem>;

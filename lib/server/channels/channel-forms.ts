import 'server-only';
import { sql } from 'kysely';
import type { Platform } from '@/lib/channels/channel-names';
import type { Db } from '../store/schema';

// Each platform form's mapping (migration 033): which university its leads are for, which of its
// questions is the course and which the city. Meta's and Google's standard keys (full name,
// phone, email, city) need none; a form nobody mapped still brings its leads, to be placed.

export type FormMapping = {
  university: string | null;
  course_question: string | null;
  city_question: string | null;
};

export const formMapping = (db: Db, channel: Platform, formId: string) =>
  db
    .selectFrom('channel_forms')
    .select(['university', 'course_question', 'city_question', 'last_lead_at', 'backfilled_to'])
    .where('channel', '=', channel)
    .where('form_id', '=', formId)
    .executeTakeFirst();

/** Sets a form's mapping, keeping when its last lead came. */
export async function setFormMapping(
  db: Db,
  channel: Platform,
  formId: string,
  mapping: FormMapping,
  at: Date,
) {
  const updated_at = at.toISOString();
  await db
    .insertInto('channel_forms')
    .values({
      channel,
      form_id: formId,
      ...mapping,
      updated_at,
      last_lead_at: null,
      backfilled_to: null,
    })
    .onConflict((conflict) =>
      conflict.columns(['channel', 'form_id']).doUpdateSet({ ...mapping, updated_at }),
    )
    .execute();
}

/** A lead from the form came, created at `at`: the latest such time is the form's last lead. */
export async function sawFormLead(db: Db, channel: Platform, formId: string, at: string) {
  await db
    .insertInto('channel_forms')
    .values({
      channel,
      form_id: formId,
      university: null,
      course_question: null,
      city_question: null,
      updated_at: at,
      last_lead_at: at,
      backfilled_to: null,
    })
    .onConflict((conflict) =>
      // The later of the two: notifications and back-filled leads come in any order.
      conflict.columns(['channel', 'form_id']).doUpdateSet({
        last_lead_at: sql<string>`case when channel_forms.last_lead_at is null or channel_forms.last_lead_at < ${at} then ${at} else channel_forms.last_lead_at end`,
      }),
    )
    .execute();
}

/** Every form seen or mapped on a channel, for back-filling and the admins' list. */
export const channelForms = (db: Db, channel: Platform) =>
  db
    .selectFrom('channel_forms')
    .selectAll()
    .where('channel', '=', channel)
    .orderBy('form_id')
    .execute();

/** A back-fill pass read the form's leads created before `to`. */
export async function backfilledTo(db: Db, channel: Platform, formId: string, to: string) {
  await db
    .updateTable('channel_forms')
    .set({ backfilled_to: to })
    .where('channel', '=', channel)
    .where('form_id', '=', formId)
    .execute();
}

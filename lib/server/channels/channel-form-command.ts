import 'server-only';
import { getUniversity, UNIVERSITY_IDS } from '@/lib/catalogue/universities';
import { PLATFORMS, type Platform } from '@/lib/channels/channel-names';
import { OperatorError } from '../inbox/operator-error';
import { recordAccess } from '../inbox/access-log';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import { setFormMapping } from './channel-forms';

// `npm run leads -- channel form --channel meta|google --form FORM_ID --university ID
// [--question course=KEY] [--question city=KEY]`: a platform form's mapping from a set-up script
// (docs/operations.md#lead-channels), recorded in the access log.

export type ChannelFormOptions = {
  channel?: string;
  form?: string;
  university?: string;
  question?: string[];
};

const FORM_ID = /^[\w.:-]{1,64}$/;
const QUESTION = /^(course|city)=(.{1,100})$/;

const usage = (message: string) => new OperatorError(message, 'usage');

/** The mapping the options ask for, or the first thing wrong with them. */
export function formMappingOf(options: ChannelFormOptions) {
  const channel = options.channel as Platform;
  if (!PLATFORMS.includes(channel))
    throw usage(`--channel is ${PLATFORMS.join(' or ')}: ${options.channel ?? '(none)'}`);
  if (!options.form || !FORM_ID.test(options.form))
    throw usage(`--form is the platform's form id: ${options.form ?? '(none)'}`);
  const university = options.university ? getUniversity(options.university) : undefined;
  if (!university)
    throw usage(
      `--university is one of ${UNIVERSITY_IDS.join(', ')}: ${options.university ?? '(none)'}`,
    );
  const questions: Record<'course' | 'city', string | null> = { course: null, city: null };
  for (const question of options.question ?? []) {
    const match = QUESTION.exec(question);
    if (!match) throw usage(`--question is course=KEY or city=KEY: ${question}`);
    questions[match[1] as 'course' | 'city'] = match[2];
  }
  return {
    channel,
    formId: options.form,
    university,
    mapping: {
      university: university.id,
      course_question: questions.course,
      city_question: questions.city,
    },
  };
}

/** Maps a form as the options ask (an admin's page or a script); what was set, as one line. */
export async function mapChannelForm(
  database: StoreDatabase,
  options: ChannelFormOptions,
  now: Date,
) {
  const { channel, formId, university, mapping } = formMappingOf(options);
  await setFormMapping(database.db.withPlugin(isoTimestamps), channel, formId, mapping, now);
  const line = `${channel} form ${formId} → ${university.name}${
    mapping.course_question ? `, course from ${mapping.course_question}` : ''
  }${mapping.city_question ? `, city from ${mapping.city_question}` : ''}`;
  return { channel, formId, line };
}

export function channelFormCommand(database: StoreDatabase, by: string) {
  return async (options: ChannelFormOptions, now = new Date()) => {
    const { channel, formId, line } = await mapChannelForm(database, options, now);
    await recordAccess(database, {
      address: 'cli',
      action: 'channel-form-mapped',
      record: `${channel} form ${formId}`,
      detail: `${line}, by ${by}`,
    });
    return line;
  };
}

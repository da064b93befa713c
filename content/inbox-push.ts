// The words of the push to a lead's owner and of the inbox's Notifications page
// (docs/operations.md#push-to-the-owners-phone). A push names the lead by its number and what the
// catalogue calls what it asked about (the first name only where PUSH_FIRST_NAME allows, never a
// minor's), never its phone, email or words: a phone's lock screen shows it to anyone near.

const named = (firstName: string | null) => (firstName ? `: ${firstName}` : '');

export const pushCopy = {
  newLead: (leadId: number, firstName: string | null) => `New lead #${leadId}${named(firstName)}`,
  movedLead: (leadId: number, firstName: string | null) =>
    `Lead #${leadId} moved to you${named(firstName)}`,
  /** A lead that gave no university or service. */
  noTopic: 'Open it in the inbox',
  testTitle: 'Test notification',
  testBody: 'Notifications from the Leadwise inbox reach this device.',
};

export const ownerEmailCopy = {
  subject: (title: string, about: string | null) => (about ? `${title} (${about})` : title),
  text: (title: string, about: string | null, link: string, settings: string) =>
    [
      title,
      ...(about ? [about] : []),
      '',
      `Open it in the inbox: ${link}`,
      '',
      `This came by email because no device of yours took the notification. Turn notifications on in the inbox: ${settings}`,
    ].join('\n'),
};

export const notificationsCopy = {
  title: 'Notifications',
  navLabel: 'Notifications',
  intro:
    'Get a notification on this phone or computer the moment a lead is given to you, with the lead’s number and the university or service they asked about. Where no device of yours takes it, it comes by email.',
  install:
    'On a phone, add the inbox to your home screen first (your browser’s menu: Add to Home screen, or Share, then Add to Home Screen on an iPhone), open it from there, then turn notifications on.',
  turnOn: 'Turn on notifications',
  turningOn: 'Turning on…',
  turnOff: 'Turn off notifications',
  turningOff: 'Turning off…',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  denied:
    'This browser blocks notifications from the inbox. Allow them in the site’s settings (the icon beside the address), then come back.',
  unsupported:
    'This browser cannot receive notifications. On an iPhone, add the inbox to your home screen and open it from there.',
  failed: 'Notifications could not be turned on. Try again in a minute.',
  offFailed: 'Notifications could not be turned off. Try again in a minute.',
  /** Signing out turns off this browser's notifications: a shared computer keeps none. */
  signOutNote: 'Signing out also turns off notifications on this device.',
  notSetUp:
    'Notifications are not set up on this server (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY). Leads given to you come by email.',
  devices: (count: number) =>
    count === 0
      ? 'No device of yours has notifications on.'
      : `${count} ${count === 1 ? 'device' : 'devices'} of yours ${count === 1 ? 'has' : 'have'} notifications on.`,
  test: 'Send a test notification',
  testSent: (accepted: number) =>
    `Test notification sent to ${accepted} ${accepted === 1 ? 'device' : 'devices'}.`,
  testNone: 'No device of yours has notifications on: turn them on above first.',
  /** Any failure, one answer: which device's push service failed, and how, is for the access log. */
  testFailed:
    'The test notification reached none of your devices. Turn notifications off and on again on each, then try again.',
  testTooMany: (limit: number, seconds: number) =>
    `You have sent ${limit} test notifications in the last minute. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  /** At most MAX_DEVICES (lib/server/push/push-subscriptions.ts): a new one replaces the one seen least recently. */
  deviceLimit: (max: number) =>
    `Notifications reach at most ${max} of your devices: turning them on in another replaces the one you used least recently.`,
};

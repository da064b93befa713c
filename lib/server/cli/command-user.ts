import os from 'node:os';

/** Whoever runs the operators' command, as the access log and a lead's timeline name them. */
export const commandUser = () => `${os.userInfo().username} on ${os.hostname()}`;

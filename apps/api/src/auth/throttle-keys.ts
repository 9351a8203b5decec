/**
 * Keys of the attempt limiter (attempt-limiter.ts): the auth endpoints', the invite emails' and
 * the shift posting budget's. A space parts an email from a client address (or an organization
 * id), since neither can hold one: so the keys of one account start with a prefix that no other
 * account's keys share.
 */
export const THROTTLE_KEYS = {
  loginFailuresOfAccountFromClient: (email: string, client: string) =>
    `login-fail:pair:${email} ${client}`,
  loginFailuresOfAccountFromAnyClient: (email: string) => `login-fail:pair:${email} `,
  loginFailuresOfAccount: (email: string) => `login-fail:account:${email}`,
  loginFailuresOfClient: (client: string) => `login-fail:client:${client}`,
  knownClient: (email: string, client: string) => `signed-in:${email} ${client}`,
  resetRequestsOfAccountFromClient: (email: string, client: string) =>
    `forgot:pair:${email} ${client}`,
  resetRequestsOfClient: (client: string) => `forgot:client:${client}`,
  resetEmails: (userId: number) => `reset-mail:${userId}`,
  registrationsOfClient: (client: string) => `register:client:${client}`,
  registrationEmailsFromClient: (email: string, client: string) =>
    `register-mail:${email} ${client}`,
  registrationEmails: (email: string) => `register-mail:${email}`,
  currentPasswordChecks: (userId: number) => `password-check:${userId}`,
  inviteEmails: (organizationId: number, email: string) =>
    `invite-mail:${organizationId} ${email.toLowerCase()}`,
  shiftPostsOfOrganization: (organizationId: number) => `shift-posts:${organizationId}`,
} as const;

/** What the app shell shows of the company and the signed-in user; built on the server by lib/shell. */
export type ShellBranding = { name: string; logoUrl: string | null; shortLogoUrl: string | null; isSKClient: boolean; timezone: string; helpLink: string | null };

export type ShellUser = {
  displayName: string;
  role: string;
  avatarUrl: string | null;
  /** External, public and job logins are "candidate" and see their id badge. */
  isCandidateLogin: boolean;
  candidateUniqueId: string | null;
};

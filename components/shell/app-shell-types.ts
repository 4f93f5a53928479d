export type ShellUser = {
  displayName: string;
  role: string;
  avatarUrl: string | null;
  /** External, public and job logins are "candidate" and see their id badge. */
  isCandidateLogin: boolean;
  candidateUniqueId: string | null;
};

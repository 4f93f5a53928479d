import type { ShellUser } from "./types";
import { isCandidateLogin, type SessionUser } from "@/lib/auth/identity";

export function shellUser(u: SessionUser): ShellUser {
  return {
    displayName: u.name,
    role: u.role,
    avatarUrl: null,
    isCandidateLogin: isCandidateLogin(u.loginType),
    candidateUniqueId: u.candidateUniqueId,
  };
}

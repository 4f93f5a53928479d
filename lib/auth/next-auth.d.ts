import type { DefaultSession } from "@auth/core/types";
import type { SessionClaims, SessionUser } from "./identity";

// Auth.js types its objects by module augmentation. next-auth v5 re-exports these from
// @auth/core, and only the originating modules can be augmented.
declare module "@auth/core/types" {
  interface Session {
    user: SessionUser & DefaultSession["user"];
  }
  interface User {
    /** Set by the credentials provider's authorize; copied into the JWT on sign-in. */
    claims?: SessionClaims;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    claims?: SessionClaims;
  }
}

/**
 * Login artwork (spec §1: artwork exists for talent, recruiter, recruiter admin, collaborator and
 * admin). Pure, so the choice is unit-tested; the files are the app's own SVGs in public/brand/login.
 */
export const LOGIN_ARTWORKS = ["talent", "recruiter", "recruiterAdmin", "collaborator", "admin"] as const;
export type LoginArtwork = (typeof LOGIN_ARTWORKS)[number];

/** Intrinsic size of every artwork file (the img's width/height, so the page never shifts). */
export const ARTWORK_SIZE = { width: 400, height: 320 } as const;

export function artworkSrc(artwork: LoginArtwork): string {
  return `/brand/login/${artwork}.svg`;
}

/** The admin door's query names the role (`?role=recruiter`), e.g. after that role's logout. */
const ADMIN_ROLE_ARTWORK: Record<string, LoginArtwork> = {
  recruiter: "recruiter",
  recruiterAdmin: "recruiterAdmin",
  collaborator: "collaborator",
  admin: "admin",
};

/**
 * Which audience the login screen shows: candidates' doors the talent artwork; the admin door the
 * artwork of the role its query names, and the admin artwork otherwise (also for the cloud admin).
 */
export function loginArtworkFor(door: "talent" | "admin", role?: unknown): LoginArtwork {
  if (door === "talent") return "talent";
  return typeof role === "string" && Object.hasOwn(ADMIN_ROLE_ARTWORK, role) ? ADMIN_ROLE_ARTWORK[role] : "admin";
}

/** A Cookie header value for the user with `email` in tenant `slug`, signed in through `portal`. */
export function sessionCookie(ctx: { databaseUrl: string; authSecret: string }, who: { slug: string; email: string; portal: string }): Promise<string>;

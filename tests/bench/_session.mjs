// Signs bench requests in without the login form: a session row plus the Auth.js cookie the app
// itself would set (same secret, same salt, same claims), so pages behind the gate can be measured.
import { createHash, randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import pg from "pg";

const COOKIE = "authjs.session-token";

/** Returns a Cookie header value for the user with `email` in tenant `slug`, signed in through `portal`. */
export async function sessionCookie({ databaseUrl, authSecret }, { slug, email, portal }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select u.id, u.company_id, u.role, u.privileges, u.login_type, u.candidate_unique_id, u.is_secure_password, u.full_name, u.email
       from users u join companies c on c.id = u.company_id where c.slug = $1 and lower(u.email) = lower($2)`,
      [slug, email],
    );
    const u = rows[0];
    if (!u) throw new Error(`bench: no user ${email} in ${slug}`);
    const sid = randomBytes(32).toString("base64url");
    await client.query(
      `insert into sessions (id, user_id, company_id, login_type, portal, expires_at) values ($1, $2, $3, $4, $5, now() + interval '12 hours')`,
      [createHash("sha256").update(sid).digest("base64url"), u.id, u.company_id, u.login_type, portal],
    );
    const claims = {
      sid,
      userId: u.id,
      companyId: u.company_id,
      tenant: slug,
      portal,
      role: u.role,
      privileges: u.privileges,
      loginType: u.login_type,
      candidateUniqueId: u.candidate_unique_id,
      isSecurePassword: u.is_secure_password,
      name: u.full_name,
      email: u.email,
    };
    const token = await encode({ token: { sub: u.id, name: u.full_name, email: u.email, claims }, secret: authSecret, salt: COOKIE, maxAge: 12 * 3600 });
    return `${COOKIE}=${token}`;
  } finally {
    await client.end();
  }
}

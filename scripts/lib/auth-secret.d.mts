/** Returns the secret in `<root>/.data/auth-secret`, creating it if missing. */
export function ensureAuthSecret(root: string): string;

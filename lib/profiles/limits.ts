// Caps the builder forms show (maxLength) without zod: schemas.ts builds its schemas from them and
// re-exports them, and client steps import them from here (decision D48).

export const NAME_MAX = 20;

/** Most talents one move-to-interview-list request may carry (a page of the job's shortlist). */
export const MAX_MOVE_BATCH = 50;
/** Rows per page of the admin interview list. */
export const INTERVIEW_PAGE_SIZE = 20;
/** Cards per board column (the most recently updated first); the column says how many more there are. */
export const BOARD_COLUMN_LIMIT = 50;

"use client";

import dynamic from "next/dynamic";

/**
 * The review form for the one branch of the review page that shows it (an interviewer while the
 * review window is open): its code (react-hook-form, the form) loads when it renders, not for
 * every visitor of the page (decisions D48, D80). Rendered on the server as before.
 */
export const LazyReviewForm = dynamic(() => import("./review-form").then((m) => m.ReviewForm));

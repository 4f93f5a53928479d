"use client";

import { useState } from "react";

/**
 * True from the first render where `open` is true, for ever after: a dialog loaded with
 * next/dynamic is mounted on its first opening and then stays mounted exactly as a static one
 * would (decision D48: a page's first load carries no dialog that only a click opens).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

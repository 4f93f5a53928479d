"use client";

import dynamic from "next/dynamic";

/**
 * CodeMirror only on the routes that show code: the editor and the replay are loaded in the
 * browser (ssr: false) from these wrappers, so no other route's bundle carries them.
 */
export const CodeEditorLoader = dynamic(() => import("./code-editor"), { ssr: false });
export const CodeReplayLoader = dynamic(() => import("./code-replay"), { ssr: false });

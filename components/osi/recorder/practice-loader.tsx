"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/loader";

// The recorder and speech code load on the practice page only, in the browser.
const PracticeInterview = dynamic(() => import("./practice-interview").then((m) => m.PracticeInterview), { ssr: false, loading: () => <Spinner className="self-center" /> });

export function PracticeLoader() {
  return <PracticeInterview />;
}

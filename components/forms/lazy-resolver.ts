"use client";

import { useEffect } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver that loads its zod schema (and zod, ~31 kB gzip) on first use instead
 * of with the page (decision D48). The schema and `zodResolver` are the very ones a static import
 * would use, so every field error is the same; only the first validation waits for the chunk.
 * `load` must be a literal `() => import("@/lib/x/schemas").then((m) => m.schema)` so the bundler
 * splits it. A form also calls `usePreloadResolver(resolver)` so the chunk is usually there before
 * the first submit: it starts loading at the first key press or pointer press on the page (someone
 * filling the form), not at load, so a visitor who only reads the page never downloads it.
 */
export type LazyResolver<TIn extends FieldValues, TOut = TIn> = Resolver<TIn, unknown, TOut> & { preload: () => Promise<unknown> };

export function lazyZodResolver<TIn extends FieldValues, TOut = TIn>(load: () => Promise<ZodType>): LazyResolver<TIn, TOut> {
  let ready: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const get = () => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), load()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>)
      .catch((error: unknown) => {
        ready = null; // a failed chunk load is retried on the next validation
        throw error;
      });
    return ready;
  };
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<TIn, TOut>;
  resolver.preload = () => get().catch(() => undefined);
  return resolver;
}

const INTENT_EVENTS = ["keydown", "pointerdown", "input"] as const;

/** Starts loading the schema at the first sign of someone filling the form (a key or pointer press). */
export function usePreloadResolver(resolver: { preload: () => Promise<unknown> }) {
  useEffect(() => {
    const start = () => {
      stop();
      void resolver.preload();
    };
    const stop = () => INTENT_EVENTS.forEach((e) => document.removeEventListener(e, start, true));
    INTENT_EVENTS.forEach((e) => document.addEventListener(e, start, true));
    return stop;
  }, [resolver]);
}

"use client";

import Link from "next/link";
import { useEffect, useRef, useState, useTransition, type KeyboardEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { boardMoveAction } from "@/lib/interviews/actions";
import type { AdminLabel, PipelineStatus } from "@/lib/interviews/statuses";

export type BoardCardView = { entryId: string; talentName: string; status: PipelineStatus; label: AdminLabel; labelText: string; tone: BadgeVariant; round: number; version: number; targets: PipelineStatus[] };
export type BoardColumnView = { status: PipelineStatus; title: string; total: number; cards: BoardCardView[] };

const STALE = 10573;

/**
 * The job's pipeline board (issue 13, decision D43): one column per status in rank order. A card
 * moves through the same state machine as every other command: its "Move to…" menu lists only the
 * columns the board may move it to (keyboard: Enter/Space opens, arrows choose, Escape closes), and
 * a drag onto such a column does the same. The move names the version the card showed; a stale
 * move (10573) says so and refreshes the board.
 */
export function PipelineBoard({ columns, canMove }: { columns: BoardColumnView[]; canMove: boolean }) {
  const t = useTranslations("interviews.board");
  const router = useRouter();
  const failureText = useActionFailure();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const [dragging, setDragging] = useState<BoardCardView | null>(null);
  const titles = Object.fromEntries(columns.map((c) => [c.status, c.title])) as Record<PipelineStatus, string>;

  const move = (card: BoardCardView, target: PipelineStatus) => {
    setMessage(null);
    startTransition(async () => {
      const result = await boardMoveAction({ entryId: card.entryId, target, expectedVersion: card.version });
      if (result?.data && !result.serverError) {
        setMessage({ tone: "ok", text: t("moved", { name: card.talentName, label: titles[target] }) });
      } else {
        const code = (result?.serverError as { code?: number } | undefined)?.code;
        setMessage({ tone: "error", text: code === STALE ? t("stale") : failureText(result) });
      }
      router.refresh();
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <p role="status" aria-live="polite" className={`min-h-5 text-sm ${message?.tone === "error" ? "text-red-700" : "text-green-800"}`} data-testid="board-status">
        {message?.text ?? ""}
      </p>
      {/* relative: the scroll box is the containing block of its absolutely placed children (the
          sr-only names, the move menus), so off-screen columns never widen the page. */}
      <div className="relative flex w-0 min-w-full gap-3 overflow-x-auto pb-3" data-testid="pipeline-board" aria-busy={pending}>
        {columns.map((col) => {
          const droppable = dragging !== null && dragging.targets.includes(col.status);
          return (
            <section
              key={col.status}
              aria-label={t("column", { label: col.title, count: col.total })}
              className={`flex w-64 shrink-0 flex-col gap-2 rounded-lg border bg-gray-50 p-2 max-[600px]:w-[80vw] ${droppable ? "border-[var(--brand)] border-dashed" : "border-[var(--color-line)]"}`}
              data-testid="board-column"
              data-status={col.status}
              onDragOver={(e) => {
                if (droppable) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging && droppable) move(dragging, col.status);
                setDragging(null);
              }}
            >
              <h3 className="flex items-center justify-between gap-2 px-1 text-sm font-medium">
                <span>{col.title}</span>
                <span className="rounded-full bg-white px-2 text-xs text-gray-700 ring-1 ring-gray-300">{col.total}</span>
              </h3>
              {col.cards.length === 0 ? <p className="px-1 text-xs text-gray-700">{t("empty")}</p> : null}
              <ul className="flex flex-col gap-2">
                {col.cards.map((card) => (
                  <li
                    key={card.entryId}
                    className="flex flex-col gap-2 rounded-md border border-[var(--color-line)] bg-white p-2 shadow-sm"
                    data-testid="board-card"
                    data-entry-id={card.entryId}
                    draggable={canMove && card.targets.length > 0}
                    onDragStart={() => setDragging(card)}
                    onDragEnd={() => setDragging(null)}
                  >
                    <span className="text-sm font-medium break-words">{card.talentName}</span>
                    <span className="flex flex-wrap items-center gap-1">
                      <Badge variant={card.tone} data-label={card.label}>
                        {card.labelText}
                      </Badge>
                      <span className="text-xs text-gray-700">{t("roundN", { round: card.round })}</span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      <Link href={`/admin/interviews/${card.entryId}`} className="text-xs text-[var(--brand)] underline underline-offset-2" data-testid="board-card-open">
                        {t("open")}
                        <span className="sr-only"> {card.talentName}</span>
                      </Link>
                      {canMove && card.targets.length > 0 ? <MoveMenu card={card} titles={titles} disabled={pending} onMove={(target) => move(card, target)} /> : null}
                    </span>
                  </li>
                ))}
              </ul>
              {col.total > col.cards.length ? <p className="px-1 text-xs text-gray-700">{t("more", { count: col.total - col.cards.length })}</p> : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}

function MoveMenu({ card, titles, disabled, onMove }: { card: BoardCardView; titles: Record<PipelineStatus, string>; disabled: boolean; onMove: (target: PipelineStatus) => void }) {
  const t = useTranslations("interviews.board");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = `move-menu-${card.entryId}`;

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items.current.filter((x): x is HTMLButtonElement => x !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === "ArrowDown") {
      e.preventDefault();
      list[(at + 1) % list.length]?.focus();
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      list[(at - 1 + list.length) % list.length]?.focus();
    } else if (e.key === "Home") {
      e.preventDefault();
      list[0]?.focus();
    } else if (e.key === "End") {
      e.preventDefault();
      list[list.length - 1]?.focus();
    } else if (e.key === "Escape") {
      e.preventDefault();
      close();
    } else if (e.key === "Tab") {
      close(false);
    }
  };

  return (
    <span className="relative">
      <button
        ref={button}
        type="button"
        className="inline-flex h-8 items-center rounded-md border border-gray-400 bg-white px-2 text-xs font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)] disabled:opacity-50"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="board-move-button"
      >
        {t("moveTo")}
        <span className="sr-only"> {card.talentName}</span>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={t("moveLabel", { name: card.talentName })} className="absolute left-0 z-20 mt-1 flex min-w-44 flex-col rounded-md border border-gray-300 bg-white py-1 shadow-lg" onKeyDown={onMenuKey}>
          {card.targets.map((target, i) => (
            <li key={target} role="none">
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                className="w-full px-3 py-2 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus:outline-none"
                onClick={() => {
                  close();
                  onMove(target);
                }}
                data-target={target}
              >
                {titles[target]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}

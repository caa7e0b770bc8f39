"use client";

import { useState } from "react";
import { Download, Plus } from "lucide-react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import type { ExportType } from "@/lib/schemas/export";
import { NewExportDialog } from "./new-export-dialog";

/** Cursors and page sizes say which page is on screen, not which records to export. */
const PAGING = new Set(["starting_after", "ending_before", "limit", "offset"]);

/**
 * The "Export" action of a list page: opens "New export" with the page's type and filters. With
 * `label="New export"` it is the Exports page's own button.
 */
export function ExportButton({
  type,
  filters = {},
  label = "Export",
  variant = "secondary",
}: {
  type: ExportType;
  filters?: Record<string, unknown>;
  label?: string;
  variant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  const preset = { type, filters: Object.fromEntries(Object.entries(filters).filter(([k]) => !PAGING.has(k))) };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label === "Export" ? <Download aria-hidden /> : <Plus aria-hidden />} {label}
      </Button>
      <NewExportDialog open={open} onOpenChange={setOpen} preset={preset} />
    </>
  );
}

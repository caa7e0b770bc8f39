"use client";

import { useId, useRef, useState } from "react";
import { Download, FileUp, Upload } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { problemsReportCsv, type ReportProblem } from "@/lib/csv/problems-report";
import { useImportEligibilityList } from "@/lib/client/resources/eligibility-lists";

/** A list file's rows travel as JSON text: the API takes at most 1 MiB per request. */
const MAX_FILE_BYTES = 1024 * 1024 - 4096;

/**
 * "Import eligibility list": a CSV of GTIN/UPC codes and their category. Every row is checked by
 * the API; when any is bad nothing is imported and each bad row is listed with its line.
 */
export function ImportEligibilityList() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // The rejected file and where each problem is, for the downloadable report.
  const [report, setReport] = useState<{ fileText: string; problems: ReportProblem[]; fileName: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const importList = useImportEligibilityList();
  const problemsId = useId();

  function reset() {
    setName("");
    setFile(null);
    setProblems([]);
    setReport(null);
  }

  function downloadReport() {
    if (!report) return;
    const blob = new Blob([problemsReportCsv(report.fileText, report.problems)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `${report.fileName.replace(/\.(csv|txt|tsv)$/i, "")}-problems.csv`;
    a.click();
    URL.revokeObjectURL(url);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setProblems([]);
    setReport(null);
    if (!file) return setProblems(["Choose a CSV file."]);
    if (file.size > MAX_FILE_BYTES) return setProblems(["The file is larger than 1 MB: split it into several lists."]);
    const listName = name.trim() || file.name.replace(/\.(csv|txt|tsv)$/i, "");
    const fileText = await file.text();
    try {
      const list = await importList.mutateAsync({ name: listName, csv: fileText });
      toast.success(`Imported “${list.name}”`, {
        description: `${list.item_count} ${list.item_count === 1 ? "code" : "codes"}; ${list.products_reclassified ?? 0} existing ${list.products_reclassified === 1 ? "product takes" : "products take"} the list's category.`,
      });
      setOpen(false);
      reset();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 422) {
        setProblems(error.entries.map((entry) => entry.msg));
        // loc: ["body", "eligibility_list", "csv", <line>] for a problem of one row.
        const problemsAt = error.entries.map((entry) => ({ line: typeof entry.loc[3] === "number" ? entry.loc[3] : null, message: entry.msg }));
        setReport({ fileText, problems: problemsAt, fileName: file.name });
      } else setProblems([errorMessage(error)]);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden /> Import eligibility list
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        dismissible={!importList.isPending}
        title="Import eligibility list"
        description="A CSV of GTIN/UPC codes and their HSA/FSA category. Your products with a listed gtin, UPC or reference GTIN take the list's category, now and when they are created or classified again."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={importList.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="import-eligibility-list" loading={importList.isPending}>
              <FileUp aria-hidden /> Import
            </Button>
          </>
        }
      >
        <form id="import-eligibility-list" onSubmit={submit} className="grid gap-4" noValidate>
          <FormField id="eligibility-list-name" label="List name" optional hint="Defaults to the file name.">
            <Input id="eligibility-list-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" maxLength={200} />
          </FormField>
          <FormField
            id="eligibility-list-file"
            label="CSV file"
            hint={
              <>
                A header such as <code className="font-mono">gtin,category</code> or <code className="font-mono">upc,eligibility</code> (other columns are
                ignored), or two columns without a header. Categories: the API&apos;s values, or eligible / Y, Rx, LMN, vision, service, not eligible / N.
              </>
            }
          >
            <input
              ref={fileInput}
              id="eligibility-list-file"
              type="file"
              accept=".csv,.tsv,.txt,text/csv"
              aria-describedby={fieldMessageId("eligibility-list-file")}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblems([]);
              }}
              className="block w-full text-sm text-muted file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg-secondary hover:file:bg-slate-200"
            />
          </FormField>
          {problems.length > 0 && (
            <div
              role="alert"
              aria-labelledby={problemsId}
              className="rounded-md bg-red-50 px-3.5 py-3 text-[13px] text-danger-strong ring-1 ring-danger/20 ring-inset"
            >
              <p id={problemsId} className="font-medium">
                Nothing was imported{problems.length > 1 ? `: ${problems.length} problems` : ""}.
              </p>
              <ul className="mt-1.5 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5" data-testid="import-problems">
                {problems.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
              {report && (
                <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={downloadReport}>
                  <Download aria-hidden /> Download report (CSV)
                </Button>
              )}
            </div>
          )}
        </form>
      </Dialog>
    </>
  );
}

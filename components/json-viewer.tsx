"use client";

import { Fragment } from "react";
import { CopyButton } from "./copy-button";
import { cn } from "./ui/cn";

// Pretty-printed JSON with keys, strings, numbers and literals in their own colours.
const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

function highlight(json: string) {
  const out: React.ReactNode[] = [];
  let last = 0;
  for (const m of json.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push(json.slice(last, at));
    if (m[1] && m[2]) {
      out.push(
        <span key={at} className="text-code-key">
          {m[1]}
        </span>,
        m[2],
      );
    } else if (m[1]) {
      out.push(
        <span key={at} className="text-code-string">
          {m[1]}
        </span>,
      );
    } else if (m[3]) {
      out.push(
        <span key={at} className="text-code-literal">
          {m[3]}
        </span>,
      );
    } else {
      out.push(
        <span key={at} className="text-code-number">
          {m[4]}
        </span>,
      );
    }
    last = at + m[0].length;
  }
  out.push(json.slice(last));
  return out.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/** A JSON document, syntax highlighted, with a copy button. */
export function JsonViewer({ value, label = "JSON", className }: { value: unknown; label?: string; className?: string }) {
  const json = JSON.stringify(value, null, 2);
  return (
    <div className={cn("relative overflow-hidden rounded-lg bg-inverse", className)}>
      <div className="absolute top-2 right-2">
        <CopyButton value={json} label={`Copy ${label}`} showText className="text-icon hover:bg-inverse-hover hover:text-white" />
      </div>
      <pre aria-label={label} className="max-h-[560px] overflow-auto p-4 pr-24 font-mono text-[12.5px] leading-5 text-on-inverse">
        <code>{highlight(json)}</code>
      </pre>
    </div>
  );
}

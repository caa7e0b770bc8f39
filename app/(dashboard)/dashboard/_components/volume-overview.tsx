"use client";

import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatMoney } from "@/lib/format";
import type { DashboardSummary } from "@/lib/server/services/reports/get-dashboard-summary";

type Metric = "gross_volume" | "net_volume" | "refunds" | "payments";

const METRICS: { key: Metric; label: string; hint: string; money: boolean; color: string }[] = [
  { key: "gross_volume", label: "Gross volume", hint: "Captured", money: true, color: "var(--color-chart-1)" },
  { key: "net_volume", label: "Net volume", hint: "Captured − refunds", money: true, color: "var(--color-chart-2)" },
  { key: "refunds", label: "Refunds", hint: "Pending and succeeded", money: true, color: "var(--color-chart-3)" },
  { key: "payments", label: "Payments", hint: "Captured payments", money: false, color: "var(--color-chart-4)" },
];

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayLong = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Dollars on the axis ("$1.2k"); the tooltip shows exact cents. */
function axisMoney(dollars: number): string {
  if (Math.abs(dollars) >= 1000) return `$${(dollars / 1000).toFixed(Math.abs(dollars) >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(dollars)}`;
}

/** The last 30 days: metric tiles that switch the chart below them. */
export function VolumeOverview({ summary }: { summary: DashboardSummary }) {
  const [metric, setMetric] = useState<Metric>("gross_volume");
  const current = METRICS.find((m) => m.key === metric)!;
  // Series colours come from the theme (globals.css: --color-chart-N), at 3:1 or more on white.
  // The chart plots dollars (so the axis gets round dollar ticks); amounts stay cents elsewhere.
  const data = summary.days.map((d) => {
    const row = { ...d, net_volume: d.gross_volume - d.refunds };
    return { ...row, value: current.money ? row[metric] / 100 : row[metric] };
  });
  const total = (key: Metric) => (key === "net_volume" ? summary.totals.net_volume : summary.totals[key]);
  const format = (key: Metric, v: number) => (METRICS.find((m) => m.key === key)!.money ? formatMoney(v) : v.toLocaleString("en-US"));
  const empty = data.every((d) => d[metric] === 0);

  return (
    <Card className="overflow-hidden">
      {/* Tabs as the APG has them: Tab enters at the selected one; arrows, Home and End move and select. */}
      <div
        role="tablist"
        aria-label="Metrics"
        className="grid grid-cols-2 border-b border-slate-200 md:grid-cols-4"
        onKeyDown={(e) => {
          const at = METRICS.findIndex((m) => m.key === metric);
          const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: METRICS.length - 1 }[e.key];
          if (next === undefined) return;
          e.preventDefault();
          const key = METRICS[(next + METRICS.length) % METRICS.length].key;
          setMetric(key);
          document.getElementById(`metric-tab-${key}`)?.focus();
        }}
      >
        {METRICS.map((m, i) => {
          const selected = m.key === metric;
          return (
            <button
              key={m.key}
              type="button"
              role="tab"
              id={`metric-tab-${m.key}`}
              aria-selected={selected}
              aria-controls="metric-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => setMetric(m.key)}
              data-testid={`metric-${m.key}`}
              className={cn(
                "relative px-5 py-4 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
                i > 0 && "md:border-l md:border-slate-200",
                i % 2 === 1 && "border-l border-slate-200",
                i > 1 && "border-t border-slate-200 md:border-t-0",
                selected && "bg-slate-50/70",
              )}
            >
              {selected && <span className="absolute inset-x-0 bottom-0 h-0.5" style={{ backgroundColor: m.color }} aria-hidden />}
              <span className="flex items-center gap-1.5 text-[13px] font-medium text-subtle">
                <span className="size-2 rounded-full" style={{ backgroundColor: m.color }} aria-hidden />
                {m.label}
              </span>
              <span className="mt-1 block text-2xl font-semibold tracking-tight text-fg tabular-nums" data-testid={`total-${m.key}`}>
                {format(m.key, total(m.key))}
              </span>
              <span className="mt-0.5 block text-xs text-subtle">{m.hint}</span>
            </button>
          );
        })}
      </div>
      <div id="metric-panel" className="px-3 pt-5 pb-3" role="tabpanel" aria-labelledby={`metric-tab-${metric}`}>
        <div className="mb-2 flex items-baseline justify-between px-2">
          <h2 className="text-sm font-semibold text-fg">{current.label} by day</h2>
          <p className="text-xs text-subtle">
            {dayLabel.format(asDate(summary.from))} – {dayLabel.format(asDate(summary.to))} (UTC)
          </p>
        </div>
        {/* The bars as a table for screen readers: every day and its exact amount. */}
        <Table className="sr-only">
          <caption>
            {current.label} by day, {dayLabel.format(asDate(summary.from))} to {dayLabel.format(asDate(summary.to))} (UTC)
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Day</TableHead>
              <TableHead scope="col">{current.label}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((d) => (
              <TableRow key={d.date}>
                <TableHead scope="row">{dayLong.format(asDate(d.date))}</TableHead>
                <TableCell>{format(metric, d[metric])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div className="relative h-64">
          {empty && (
            <p className="absolute inset-0 z-10 flex items-center justify-center text-sm text-subtle">No {current.label.toLowerCase()} in the last 30 days.</p>
          )}
          {/* The drawing itself is hidden from screen readers: the table above says the same. */}
          <div aria-hidden className="size-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 12, bottom: 0, left: 4 }} barCategoryGap="18%">
                <CartesianGrid vertical={false} stroke="var(--color-chart-grid)" strokeDasharray="3 3" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(v: string) => dayLabel.format(asDate(v))}
                  tick={{ fontSize: 11, fill: "var(--color-subtle)" }}
                  tickLine={false}
                  axisLine={{ stroke: "var(--color-chart-grid)" }}
                  interval="preserveStartEnd"
                  minTickGap={24}
                />
                <YAxis
                  tickFormatter={(v: number) => (current.money ? axisMoney(v) : String(v))}
                  tick={{ fontSize: 11, fill: "var(--color-subtle)" }}
                  tickLine={false}
                  axisLine={false}
                  width={52}
                  allowDecimals={false}
                />
                <Tooltip
                  cursor={{ fill: "var(--color-chart-cursor)" }}
                  content={({ active, payload }) => {
                    if (!active || !payload?.length) return null;
                    const d = payload[0].payload as (typeof data)[number];
                    return (
                      <div className="rounded-lg bg-white px-3 py-2 text-xs shadow-lg ring-1 ring-fg/10">
                        <p className="mb-1 font-medium text-fg">{dayLong.format(asDate(d.date))}</p>
                        {METRICS.map((m) => (
                          <p key={m.key} className={cn("flex items-center justify-between gap-4", m.key === metric ? "font-semibold text-fg" : "text-subtle")}>
                            <span className="flex items-center gap-1.5">
                              <span className="size-1.5 rounded-full" style={{ backgroundColor: m.color }} aria-hidden />
                              {m.label}
                            </span>
                            <span className="tabular-nums">{format(m.key, d[m.key])}</span>
                          </p>
                        ))}
                      </div>
                    );
                  }}
                />
                <Bar dataKey="value" fill={current.color} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </div>
      </div>
    </Card>
  );
}

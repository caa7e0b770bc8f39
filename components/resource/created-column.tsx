"use client";

// The column most lists end with, so sections do not each spell it out.
import type { ColumnDef } from "@tanstack/react-table";
import { DateTime, type DateTimeProps } from "@/components/date-time";
import { cn } from "@/components/ui/cn";

/** When the object was made: right-aligned, muted; `className` hides it on small screens. */
export function createdColumn<T extends { created_at: string }>({
  header = "Created",
  format = "date",
  className,
}: { header?: string; format?: DateTimeProps["format"]; className?: string } = {}): ColumnDef<T> {
  return {
    accessorKey: "created_at",
    header,
    meta: { className: cn(className, "text-right"), skeletonClassName: format === "date" ? "ml-auto h-4 w-24" : "ml-auto h-4 w-32" },
    cell: ({ row }) => <DateTime value={row.original.created_at} format={format} className="whitespace-nowrap text-subtle" />,
  };
}

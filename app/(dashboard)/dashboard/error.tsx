"use client";

import { AlertTriangle } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <EmptyState
      heading="h1"
      className="py-24"
      tone="danger"
      icon={AlertTriangle}
      title="Something went wrong"
      description={error.digest ? `The page could not be shown. Reference: ${error.digest}` : "The page could not be shown."}
      action={
        <Button variant="secondary" onClick={reset}>
          Try again
        </Button>
      }
    />
  );
}

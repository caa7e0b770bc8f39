import Link from "next/link";
import { Compass } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { buttonClasses } from "@/components/ui/button";

export default function DashboardNotFound() {
  return (
    <EmptyState
      heading="h1"
      className="py-24"
      icon={Compass}
      title="This page doesn't exist"
      description="The link may be broken, or the page may have moved."
      action={
        <Link href="/dashboard" className={buttonClasses({ variant: "secondary" })}>
          Back to Home
        </Link>
      }
    />
  );
}

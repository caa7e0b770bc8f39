import Link from "next/link";
import { ScrollText } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

/** Developers → Logs, filtered to the requests that addressed or created one object. */
export function requestLogsHref(objectId: string): string {
  return `/dashboard/developers/logs?${new URLSearchParams({ object_id: objectId })}`;
}

/** "View requests": what an object's page offers a merchant debugging their integration. */
export function ViewRequestsLink({ objectId }: { objectId: string }) {
  return (
    <Link href={requestLogsHref(objectId)} className={buttonClasses({ variant: "secondary" })}>
      <ScrollText aria-hidden /> View requests
    </Link>
  );
}

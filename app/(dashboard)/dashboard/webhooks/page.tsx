import { redirect } from "next/navigation";

/** /dashboard/webhooks is the Webhooks tab of "Events and webhooks". */
export default function WebhooksAlias() {
  redirect("/dashboard/events/webhooks");
}

"use client";

import { useState } from "react";
import { Loader2, ShoppingBag, Undo2 } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { EventTimeline } from "@/components/payments/event-timeline";
import { RefundsList } from "@/components/payments/refunds-list";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { sessionEmail, sessionIntents, useCheckoutSession } from "@/lib/client/resources/checkout-sessions";
import { hasPendingRefund } from "@/lib/client/resources/refunds";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import { EligibilityBreakdown } from "./eligibility-breakdown";
import { sessionAbilities, type SessionDialog } from "./session-abilities";
import { SessionCaptures } from "./session-captures";
import { SessionDetailsCard, SessionOverview, SessionTotals } from "./session-details";
import { SessionDialogs } from "./session-dialogs";
import { AttemptsPausedNotice, AwaitingCaptureNotice, SESSIONS_BACK, SessionHeader } from "./session-header";
import { SessionLineItems } from "./session-line-items";
import { SingleCart, SplitCart } from "./split-cart";

export function CheckoutSessionDetail({ id }: { id: string }) {
  const query = useCheckoutSession(id);
  return (
    <ResourceDetail query={query} id={id} noun="checkout session" back={SESSIONS_BACK}>
      {(session) => <SessionView session={session} updatedAt={query.dataUpdatedAt} />}
    </ResourceDetail>
  );
}

function SessionView({ session, updatedAt }: { session: CheckoutSession; updatedAt: number }) {
  const intents = sessionIntents(session);
  const abilities = sessionAbilities(session, intents);
  const [dialog, setDialog] = useState<SessionDialog>(null);
  const email = sessionEmail(session);
  const pausedUntil = session.payment_attempts_paused_until;

  return (
    <>
      <SessionHeader session={session} abilities={abilities} onAction={setDialog} />
      <SessionOverview session={session} email={email} />
      {pausedUntil !== null && pausedUntil * 1000 > updatedAt && <AttemptsPausedNotice until={pausedUntil} />}
      {abilities.canCapture && <AwaitingCaptureNotice held={abilities.held} />}

      <div className="mb-6 grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <SessionCarts session={session} intents={intents} />
        </div>
        <div className="xl:pt-8">
          <SessionTotals session={session} />
        </div>
      </div>

      <Card>
        <CardHeader
          title="Line items"
          description={`${session.line_items.length} ${session.line_items.length === 1 ? "line" : "lines"} · ${session.capture_method === "manual" ? "manual capture" : "automatic capture"}`}
        />
        {session.line_items.length ? <SessionLineItems session={session} /> : <EmptyState icon={ShoppingBag} title="No line items" className="py-10" />}
      </Card>

      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Card>
            <CardHeader title="Captures" />
            <SessionCaptures session={session} intents={intents} />
          </Card>
          <SessionRefunds session={session} intents={intents} canRefund={abilities.canRefund} onRefund={() => setDialog("refund")} />
          <Card>
            <CardHeader title="Timeline" description="Everything that happened to this session, its payments and refunds." />
            <EventTimeline
              objectIds={[
                session.checkout_session_id,
                ...intents.map((p) => p.payment_intent_id),
                ...session.captures.map((c) => c.capture_id),
                ...session.refunds.map((r) => r.refund_id),
              ]}
              refreshKey={updatedAt}
            />
          </Card>
        </div>
        <div className="grid content-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <EligibilityBreakdown session={session} />
          <SessionDetailsCard session={session} email={email} />
        </div>
      </div>

      <SessionDialogs session={session} intents={intents} abilities={abilities} dialog={dialog} setDialog={setDialog} />
    </>
  );
}

/** The split cart's two carts, or the one cart a single card paid. */
function SessionCarts({ session, intents }: { session: CheckoutSession; intents: PaymentIntent[] }) {
  return (
    <section aria-labelledby="carts-heading">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="carts-heading" className="text-[15px] font-semibold text-fg">
          {session.split_cart ? "Split cart" : "Payment"}
        </h2>
        {session.split_cart && <p className="text-[13px] text-subtle">Eligible items on the HSA/FSA card, the rest on a regular card.</p>}
      </div>
      {session.split_cart ? <SplitCart session={session} intents={intents} /> : <SingleCart session={session} intent={intents[0] ?? null} />}
    </section>
  );
}

function SessionRefunds({
  session,
  intents,
  canRefund,
  onRefund,
}: {
  session: CheckoutSession;
  intents: PaymentIntent[];
  canRefund: boolean;
  onRefund: () => void;
}) {
  const carts = new Map(intents.map((p) => [p.payment_intent_id, p.cart]));
  return (
    <Card>
      <CardHeader
        title="Refunds"
        description={
          hasPendingRefund(session.refunds) ? (
            <span className="inline-flex items-center gap-1.5">
              <Loader2 className="size-3.5 animate-spin" aria-hidden /> Settling with the card network…
            </span>
          ) : (
            "Refunds go back to the HSA/FSA card first, then the regular card."
          )
        }
        actions={
          canRefund && (
            <Button variant="secondary" size="sm" onClick={onRefund}>
              <Undo2 aria-hidden /> Refund
            </Button>
          )
        }
      />
      <RefundsList refunds={session.refunds} carts={carts} />
    </Card>
  );
}

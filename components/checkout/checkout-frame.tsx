import Image from "next/image";
import { Lock } from "lucide-react";

/**
 * The two halves of the hosted page, like a card-network checkout: the order on a tinted left
 * half, the form on a white right half; stacked on small screens.
 */
export function CheckoutFrame({ header, summary, children }: { header: React.ReactNode; summary: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="min-h-screen lg:grid lg:grid-cols-2">
      <section aria-label="Order summary" className="border-b border-slate-200 bg-slate-50 px-5 pt-6 pb-8 sm:px-8 lg:border-b-0 lg:px-14 lg:pt-14 lg:pb-16">
        <div className="mx-auto w-full max-w-[460px] lg:sticky lg:top-14 lg:mr-0 lg:ml-auto lg:max-w-[420px]">
          {header}
          <div className="mt-8 lg:mt-10">{summary}</div>
        </div>
      </section>
      <div
        id="checkout"
        tabIndex={-1}
        className="bg-white px-5 focus:outline-none pt-8 pb-12 sm:px-8 lg:px-14 lg:pt-14 lg:pb-16 lg:shadow-[-18px_0_40px_-32px_rgba(15,23,42,0.35)]"
      >
        <div className="mx-auto w-full max-w-[460px] lg:mr-auto lg:ml-0 lg:max-w-[420px]">{children}</div>
      </div>
    </div>
  );
}

export function PoweredBy() {
  return (
    <p className="flex items-center justify-center gap-1.5 text-xs text-subtle">
      <Lock className="size-3" aria-hidden />
      Secure checkout · Powered by{" "}
      <span className="inline-flex items-center gap-1 font-semibold text-subtle">
        <Image src="/logo.svg" width={14} height={14} alt="" unoptimized className="size-3.5 rounded-[3px]" />
        Commerce Payments
      </span>
    </p>
  );
}

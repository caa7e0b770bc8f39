"use client";

import { toast } from "sonner";
import { couponOffText } from "@/components/catalogue/labels";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/client/api";
import { useDeleteCoupon } from "@/lib/client/resources/coupons";
import type { Coupon } from "@/lib/schemas/coupon";

/** Confirms and deletes a coupon; `onDeleted` runs after the API answered. */
export function DeleteCouponDialog({ coupon, onClose, onDeleted }: { coupon: Coupon | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteCoupon();
  async function confirm() {
    if (!coupon) return;
    try {
      await remove.mutateAsync(coupon.coupon_id);
      toast.success("Coupon deleted", { description: coupon.name ?? coupon.coupon_id });
      onClose();
      onDeleted?.();
    } catch (e) {
      toast.error("Could not delete the coupon", { description: errorMessage(e) });
    }
  }
  return (
    <ConfirmDialog
      open={Boolean(coupon)}
      onOpenChange={(o) => !o && onClose()}
      title="Delete coupon?"
      description="Shoppers can no longer redeem it or its promo codes. Discounts already given are kept. This cannot be undone."
      confirmLabel="Delete coupon"
      tone="danger"
      pending={remove.isPending}
      onConfirm={confirm}
    >
      {coupon && (
        <p className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">
          <span className="font-medium text-fg">{coupon.name ?? "Unnamed coupon"}</span>
          <span className="ml-2 text-subtle">{couponOffText(coupon)}</span>
        </p>
      )}
    </ConfirmDialog>
  );
}

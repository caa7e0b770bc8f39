import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";

/** Active / Archived (products) or Active / Inactive (prices, promo codes, links). */
export function ActiveBadge({ active, inactive = "inactive", className }: { active: boolean; inactive?: "archived" | "inactive"; className?: string }) {
  return <StatusBadge status={active ? "active" : inactive} className={className} />;
}

/** A coupon can be redeemed (valid) or not (redeemed out, past its redeem-by date, or deleted). */
export function ValidBadge({ valid, className }: { valid: boolean; className?: string }) {
  return (
    <Badge tone={valid ? "green" : "neutral"} dot className={className} data-status={valid ? "valid" : "expired"}>
      {valid ? "Valid" : "Expired"}
    </Badge>
  );
}

import { CenteredShell } from "@/components/checkout/centered-shell";
import { CheckoutUnavailable } from "@/components/checkout/checkout-unavailable";

export default function CheckoutNotFound() {
  return (
    <CenteredShell>
      <CheckoutUnavailable reason="not_found" />
    </CenteredShell>
  );
}

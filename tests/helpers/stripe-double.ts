/**
 * A local, stateful double of Stripe's v1 API for tests that run the real `stripe` SDK:
 *
 *   const double = await startStripeDouble();           // or { port } for a server started elsewhere
 *   const stripe = new Stripe("sk_test_123", { ...double.sdkOptions, maxNetworkRetries: 0 });
 *   // the product reads STRIPE_API_BASE = double.url
 *
 * Stripe's test payment methods behave as at Stripe: pm_card_visa / _mastercard / _amex /
 * _visa_debit succeed, pm_card_hsa_fsa (the double's own) is a Visa debit card,
 * pm_card_chargeDeclined[InsufficientFunds|ExpiredCard|IncorrectCvc|ProcessingError|LostCard|StolenCard]
 * decline, pm_card_authenticationRequired / pm_card_threeDSecure2Required ask for 3-D Secure
 * (declined with authentication_required off-session), pm_card_authenticationRequiredOnSetup only
 * until set up; the tok_* tokens of the same names map to the same cards.
 * The implementation lives in ./stripe-double/.
 */
export * from "./stripe-double/index";

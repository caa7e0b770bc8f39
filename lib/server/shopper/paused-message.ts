/** What a shopper reads while a session's payment attempts are paused (card testing). */
export function pausedMessage(untilUnix: number, merchantName: string): string {
  const at = new Date(untilUnix * 1000).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
  return `Too many cards were declined on this checkout. For your security, payment attempts are paused until ${at}. Try again then, or contact ${merchantName}.`;
}

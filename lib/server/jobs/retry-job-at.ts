/** Thrown by a job handler that schedules its own retry (e.g. webhooks' retry schedule). */
export class RetryJobAt extends Error {
  constructor(
    readonly runAt: Date,
    message = "retry scheduled",
  ) {
    super(message);
    this.name = "RetryJobAt";
  }
}

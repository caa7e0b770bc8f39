// At most a few password hashes at once, process-wide. Each scrypt takes 32 MiB and about 100 ms
// of a libuv thread (the pool has 4 by default, shared with file and DNS work), so a login flood
// must not turn into unbounded concurrent scrypt calls: the first PASSWORD_HASH_CONCURRENCY run,
// up to PASSWORD_HASH_QUEUE more wait their turn in order, and past that the caller is refused at
// once (PasswordHashBusyError) instead of queueing without bound.

export class PasswordHashBusyError extends Error {
  constructor() {
    super("Too many password checks are waiting; try again in a few seconds.");
    this.name = "PasswordHashBusyError";
  }
}

/**
 * By name, not instanceof: Next bundles server actions and route handlers separately, and the
 * process's one queue throws the class of whichever bundle created it.
 */
export function isPasswordHashBusy(error: unknown): boolean {
  return error instanceof Error && error.name === "PasswordHashBusyError";
}

export type HashQueueStats = { running: number; waiting: number; concurrency: number; maxWaiting: number };

export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `task` when a slot is free; throws PasswordHashBusyError when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new PasswordHashBusyError();
      // The slot is handed over by the finishing task (running stays counted), so no newcomer can jump the queue.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  stats(): HashQueueStats {
    return { running: this.running, waiting: this.waiting.length, concurrency: this.concurrency, maxWaiting: this.maxWaiting };
  }
}

export function hashQueueConfig() {
  const int = (value: string | undefined, fallback: number, min: number) => {
    const n = Number(value);
    return value !== undefined && value !== "" && Number.isInteger(n) && n >= min ? n : fallback;
  };
  return {
    concurrency: int(process.env.PASSWORD_HASH_CONCURRENCY, 2, 1),
    maxWaiting: int(process.env.PASSWORD_HASH_QUEUE, 20, 0),
  };
}

// One queue per process: Next bundles server actions and route handlers separately, each with its
// own copy of this module, so the queue lives on globalThis.
const KEY = Symbol.for("commerce-payments.password-hash-queue");
type WithQueue = typeof globalThis & { [KEY]?: HashQueue };

export function passwordHashQueue(): HashQueue {
  const g = globalThis as WithQueue;
  if (!g[KEY]) {
    const { concurrency, maxWaiting } = hashQueueConfig();
    g[KEY] = new HashQueue(concurrency, maxWaiting);
  }
  return g[KEY];
}

/** Forgets the process's queue (tests change the configuration between cases). */
export function resetPasswordHashQueue() {
  (globalThis as WithQueue)[KEY] = undefined;
}

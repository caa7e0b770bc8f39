// Runs once when the server starts: database, demo seed, background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { bootServer } = await import("./lib/server/boot");
    await bootServer();
  }
}

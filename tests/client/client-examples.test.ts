// The typed client as its users get it: built by its own tsconfig.build.json into a temporary
// node_modules/@commerce-payments/client, loaded by Node, and clients/typescript/examples/*.ts
// type-checked against those declarations (importing the package by name, as the README does).
// Then the error-handling example runs against scripted answers.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelSession, findCustomer, readSession } from "@/clients/typescript/examples/handle-errors";
import { CommercePaymentsError, createCommercePaymentsClient } from "@/clients/typescript/src/index";

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, "..", "..");
const CLIENT = path.join(ROOT, "clients", "typescript");
const TSC = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
const pkg = JSON.parse(readFileSync(path.join(CLIENT, "package.json"), "utf8"));

/** Runs a command; resolves with its exit code and output instead of throwing on failure. */
async function exec(file: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: `${stdout}${stderr}` };
  }
}

describe("clients/typescript builds to a package its examples compile against", () => {
  let dir: string;
  let installed: string;
  let build: { code: number; output: string };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "client-build-"));
    installed = path.join(dir, "node_modules", "@commerce-payments", "client");
    mkdirSync(installed, { recursive: true });
    cpSync(path.join(CLIENT, "package.json"), path.join(installed, "package.json"));
    // The package's one dependency, and Node's types for the examples' process.env.
    symlinkSync(path.join(ROOT, "node_modules", "openapi-fetch"), path.join(dir, "node_modules", "openapi-fetch"), "dir");
    mkdirSync(path.join(dir, "node_modules", "@types"));
    symlinkSync(path.join(ROOT, "node_modules", "@types", "node"), path.join(dir, "node_modules", "@types", "node"), "dir");
    build = await exec(process.execPath, [TSC, "-p", path.join(CLIENT, "tsconfig.build.json"), "--outDir", path.join(installed, "dist")], ROOT);
  }, 120_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("is publishable: not private, versioned, licensed, ESM with declarations from dist/", () => {
    expect(build.output).toBe("");
    expect(build.code).toBe(0);
    expect(pkg).toMatchObject({
      name: "@commerce-payments/client",
      type: "module",
      license: "UNLICENSED",
      files: expect.arrayContaining(["dist", "README.md"]),
    });
    expect(pkg.private).toBeUndefined();
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.description).toEqual(expect.any(String));
    expect(pkg.scripts.build).toContain("tsc -p tsconfig.build.json");
    expect(pkg.exports["."]).toEqual({ types: "./dist/index.d.ts", import: "./dist/index.js" });
    // What the exports map names is what the build wrote.
    for (const file of ["dist/index.d.ts", "dist/index.js", "dist/types.d.ts", "dist/schema.d.ts", "dist/errors.js"]) {
      expect(existsSync(path.join(installed, file)), file).toBe(true);
    }
    expect(pkg.dependencies["openapi-fetch"]).toBeDefined();
  });

  it("loads in plain Node by its package name, with its runtime exports", async () => {
    const script = 'const m = await import("@commerce-payments/client"); console.log(JSON.stringify(Object.keys(m).sort()));';
    const { code, output } = await exec(process.execPath, ["--input-type=module", "-e", script], dir);
    expect(output.trim()).toBe(
      JSON.stringify(["CommercePaymentsError", "createCommercePaymentsClient", "isCommercePaymentsError", "retryAfterMs", "retryingFetch", "unwrap"]),
    );
    expect(code).toBe(0);
  });

  it("type-checks every example against the built declarations, and the named types are not any", async () => {
    const examples = readdirSync(path.join(CLIENT, "examples")).filter((file) => file.endsWith(".ts"));
    expect(examples).toEqual(expect.arrayContaining(["quickstart.ts", "handle-errors.ts"]));
    mkdirSync(path.join(dir, "examples"));
    for (const file of examples) {
      const source = readFileSync(path.join(CLIENT, "examples", file), "utf8");
      // Examples import the client's public entry point only; in the package that is its name.
      const relative = [...source.matchAll(/from "(\.[^"]*)"/g)].map(([, specifier]) => specifier);
      expect(relative, `${file} may import the client only as "../src/index.js"`).toEqual(relative.map(() => "../src/index.js"));
      writeFileSync(path.join(dir, "examples", file), source.replaceAll('from "../src/index.js"', 'from "@commerce-payments/client"'));
    }
    // Would pass trivially if the declarations were missing or any: each line must be an error.
    writeFileSync(
      path.join(dir, "examples", "named-types-probe.ts"),
      [
        'import type { ApiError, Customer, ErrorStatus, NotFoundError, Product, ValidationError } from "@commerce-payments/client";',
        "// @ts-expect-error a Customer has no such field",
        'export const customer: Customer["nope"] = 1;',
        "// @ts-expect-error a NotFoundError's status is 404",
        'export const status: NotFoundError["status"] = 422;',
        'export const validation: ValidationError["status"] = 422;',
        "// @ts-expect-error a product's name is a string",
        'export const product: Product["name"] = 1;',
        "// @ts-expect-error an error detail's type is a string",
        'export const type: ApiError["detail"][number]["type"] = 1;',
        "// @ts-expect-error GET /v1/customers/{id} documents no 409",
        'export const conflict: ErrorStatus<"/v1/customers/{id}", "get"> = 409;',
        'export const notFound: ErrorStatus<"/v1/customers/{id}", "get"> = 404;',
        "",
      ].join("\n"),
    );
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2022", "DOM", "DOM.Iterable"],
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noEmit: true,
          types: ["node"],
        },
        include: ["examples"],
      }),
    );
    const { code, output } = await exec(process.execPath, [TSC, "-p", "tsconfig.json"], dir);
    expect(output).toBe("");
    expect(code).toBe(0);
  }, 120_000);
});

describe("the error-handling example, against scripted answers", () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const clientAnswering = (...answers: Response[]) => {
    const requests: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      const next = answers.shift();
      if (!next) throw new Error("no answer left");
      return next;
    };
    return {
      api: createCommercePaymentsClient({ baseUrl: "http://api.test", apiKey: "fsk_test_x", maxRetries: 0, fetch: fetch as typeof globalThis.fetch }),
      requests,
    };
  };
  const notFound = { detail: [{ loc: ["path", "id"], msg: "No such customer: fcus_gone", type: "customer_not_found" }] };

  it("findCustomer answers the customer, null for a 404, and throws any other error with its status", async () => {
    const customer = { customer_id: "fcus_1", email: "a@example.com" };
    const { api, requests } = clientAnswering(
      json(200, { customer }),
      json(404, notFound),
      json(401, { detail: [{ loc: ["header", "Authorization"], msg: "Invalid API key", type: "invalid_api_key" }] }),
    );

    expect(await findCustomer(api, "fcus_1")).toEqual(customer);
    expect(await findCustomer(api, "fcus_gone")).toBeNull();
    const error = await findCustomer(api, "fcus_1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommercePaymentsError);
    expect(error).toMatchObject({ status: 401, type: "invalid_api_key", message: "401 invalid_api_key at header.Authorization: Invalid API key" });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET http://api.test/v1/customers/fcus_1",
      "GET http://api.test/v1/customers/fcus_gone",
      "GET http://api.test/v1/customers/fcus_1",
    ]);
  });

  it("cancelSession answers a refusal as its status and detail types", async () => {
    const refused = { detail: [{ loc: [], msg: "Only an open session can be canceled.", type: "checkout_session_unexpected_state" }] };
    const { api, requests } = clientAnswering(json(400, refused));
    expect(await cancelSession(api, "fcs_paid")).toEqual({ refused: "400 checkout_session_unexpected_state" });
    expect(requests[0].method).toBe("POST");
    expect(requests[0].url).toBe("http://api.test/v1/checkout/sessions/fcs_paid/cancel");
  });

  it("readSession answers each documented status's message, and throws a 500", async () => {
    const { api } = clientAnswering(
      json(404, notFound),
      json(429, { detail: [] }),
      json(500, { detail: [{ loc: [], msg: "Internal error", type: "internal_error" }] }),
    );
    expect(await readSession(api, "fcs_gone")).toBe("This checkout no longer exists.");
    expect(await readSession(api, "fcs_busy")).toBe("The store is busy: try again in a minute.");
    await expect(readSession(api, "fcs_broken")).rejects.toMatchObject({ name: "CommercePaymentsError", status: 500, type: "internal_error" });
  });
});

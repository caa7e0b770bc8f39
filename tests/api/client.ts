import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");
export const merchants = () => inject("merchants");

export type ApiResponse<T = any> = { status: number; body: T; text: string; headers: Headers };

/** A tiny HTTP client for the /v1 contract tests. */
export async function api<T = any>(
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? merchants().demo.test_secret_key : options.key;
  if (key) headers.Authorization = `Bearer ${key}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] ??= "application/json";
  }
  const res = await fetch(baseUrl() + path, { method, headers, body });
  const text = await res.text();
  let parsed: any = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
}

export const uniq = () => Math.random().toString(36).slice(2, 10);

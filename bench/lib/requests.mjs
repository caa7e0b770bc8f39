// Scenario plumbing shared by run.mjs and ab.mjs: the fixtures' API context and request specs as autocannon requests.

/** What fixtures' setup and scenarios' request builders get: the API, a parallel helper, fixture data. */
export function makeContext(baseUrl, merchant, fixtureData) {
  const api = async (method, p, body, { key } = {}) => {
    const res = await fetch(baseUrl + p, {
      method,
      headers: { authorization: `Bearer ${key ?? merchant.test_secret_key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${text.slice(0, 500)}`);
    return text ? JSON.parse(text) : undefined;
  };
  const parallel = async (count, concurrency, fn) => {
    const out = new Array(count);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, count) }, async () => {
        while (next < count) {
          const i = next++;
          out[i] = await fn(i);
        }
      }),
    );
    return out;
  };
  return { baseUrl, merchant, fixtures: fixtureData, api, parallel };
}

/** The scenario's request spec as autocannon `requests`, plus one plain request to probe it first. */
export function toRequests(spec, merchant) {
  const headers = {
    ...(spec.auth === false ? {} : { authorization: `Bearer ${spec.key ?? merchant.test_secret_key}` }),
    ...(spec.body === undefined ? {} : { "content-type": "application/json" }),
    ...spec.headers,
  };
  const pathOf = () => (typeof spec.path === "function" ? spec.path() : spec.path);
  const bodyOf = () => {
    const b = typeof spec.body === "function" ? spec.body() : spec.body;
    return b === undefined ? undefined : typeof b === "string" ? b : JSON.stringify(b);
  };
  const dynamic = typeof spec.path === "function" || typeof spec.body === "function";
  const request = { method: spec.method, path: pathOf(), headers, body: bodyOf() };
  if (dynamic) request.setupRequest = (r) => ({ ...r, path: pathOf(), body: bodyOf() });
  return { requests: [request], probe: { method: spec.method, path: pathOf(), headers, body: bodyOf() } };
}

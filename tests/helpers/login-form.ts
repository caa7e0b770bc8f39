/** Posts the login page's form the way a browser without JavaScript does: its hidden server-action fields from a fresh GET, then email and password. */
export async function postLoginForm(baseUrl: string, email: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  const page = await (await fetch(`${baseUrl}/login`)).text();
  const form = page.slice(page.indexOf("<form"), page.indexOf("</form>"));
  const body = new FormData();
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    body.append(m[1], (m[2] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
  }
  body.append("email", email);
  body.append("password", password);
  return fetch(`${baseUrl}/login`, { method: "POST", body, redirect: "manual", headers: { Origin: baseUrl, ...headers } });
}

import type { Metadata } from "next";
import { BookOpen, ExternalLink, FileJson } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { listSessionApiKeys } from "@/lib/server/dashboard/api-keys";
import { apiBaseUrl } from "@/lib/server/dashboard/base-url";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { ApiKeysCard } from "./_components/api-keys-card";
import { DevelopersHeader } from "./_components/developers-header";

export const metadata: Metadata = { title: "Developers" };

export default async function DevelopersPage() {
  const session = await requireSession();
  const [keys, baseUrl] = await Promise.all([listSessionApiKeys(session), apiBaseUrl()]);
  const example = `curl ${baseUrl}/v1/customers \\\n  -H "Authorization: Bearer fsk_${session.mode}_…"`;
  return (
    <>
      <DevelopersHeader />
      <div className="space-y-8">
        <ApiKeysCard keys={keys} mode={session.mode} />
        <Card>
          <CardHeader title="Your integration" description="JSON over HTTPS, authenticated with a secret key in the Authorization header." />
          <CardContent className="grid gap-6 md:grid-cols-2">
            <DescriptionList className="divide-y-0">
              <DescriptionItem label="Base URL" className="grid-cols-1 gap-1.5 py-0 pb-4">
                <span className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-2.5 py-1.5 ring-1 ring-slate-200 ring-inset">
                  <code className="truncate font-mono text-[13px]" data-testid="api-base-url">
                    {baseUrl}/v1
                  </code>
                  <CopyButton value={`${baseUrl}/v1`} label="Copy base URL" />
                </span>
              </DescriptionItem>
              <DescriptionItem label="Reference" className="grid-cols-1 gap-1.5 py-0">
                <span className="flex flex-col items-start gap-1.5">
                  <a
                    href="/api-reference"
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1.5 font-medium text-accent hover:underline"
                  >
                    <BookOpen className="size-4" aria-hidden /> API reference <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                  <a
                    href="/openapi.json"
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1.5 text-subtle hover:text-fg hover:underline"
                  >
                    <FileJson className="size-4" aria-hidden /> OpenAPI document (openapi.json)
                  </a>
                </span>
              </DescriptionItem>
            </DescriptionList>
            <div>
              <p className="mb-1.5 text-sm text-subtle">Try it</p>
              <pre className="overflow-x-auto rounded-md bg-inverse px-3.5 py-3 font-mono text-xs leading-5 text-on-inverse">{example}</pre>
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { ChangePasswordForm } from "./_components/change-password-form";

export const metadata: Metadata = { title: "Account" };

/** The signed-in user's own settings: who they are, and their password. */
export default async function AccountPage() {
  const session = await requireSession();
  return (
    <>
      <PageHeader title="Account" description="Your sign-in details for this dashboard." />
      <div className="space-y-8">
        <Card>
          <CardHeader title="Profile" />
          <CardContent>
            <DescriptionList>
              <DescriptionItem label="Email">{session.email}</DescriptionItem>
              <DescriptionItem label="Account">{session.accountName}</DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
        <ChangePasswordForm />
      </div>
    </>
  );
}

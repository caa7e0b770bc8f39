import { JsonViewer } from "@/components/json-viewer";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** One side of the exchange, pretty-printed; a request without a body (a GET) says so. */
export function RequestBody({ title, value, description }: { title: string; value: unknown; description?: string }) {
  const empty = value === null || value === undefined;
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardContent>{empty ? <p className="text-sm text-subtle">No body</p> : <JsonViewer value={value} label={title.toLowerCase()} />}</CardContent>
    </Card>
  );
}

import { ButtonLink, Card } from "../ui";

/** What stands instead of a community page the visitor cannot use yet ('Login Required', …): why, and where to go. */
export function Gate({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <Card className="space-y-4 text-center">
      <h1 className="text-xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="text-stone-700">{text}</p>
      <ButtonLink to={to}>{action}</ButtonLink>
    </Card>
  );
}

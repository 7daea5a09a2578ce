import type { OutboxEmail } from "~/utils/api.server";
import { linkify } from "~/utils/format";
import { LocalTime } from "./local-time";
import { Card } from "./ui";

export function OutboxEmailCard({ email }: { email: OutboxEmail }) {
  return (
    <Card className="space-y-2">
      <h2 className="font-semibold text-stone-900">{email.subject}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-stone-700">
        <dt className="font-medium">To</dt>
        <dd className="break-all">{email.to}</dd>
        <dt className="font-medium">Sent</dt>
        <dd>
          <LocalTime value={email.createdAt} />
        </dd>
      </dl>
      <p className="whitespace-pre-wrap break-words text-sm text-stone-800">
        {linkify(email.body).map((part, i) =>
          part.type === "link" ? (
            <a key={i} href={part.href} className="break-all font-medium text-brand-700 underline">
              {part.text}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
    </Card>
  );
}

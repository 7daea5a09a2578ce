import { Card, PageTitle } from "./ui";

export function AuthLayout({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md space-y-5">
      <div className="space-y-1 text-center">
        <PageTitle>{title}</PageTitle>
        {intro ? <p className="text-sm text-stone-700">{intro}</p> : null}
      </div>
      <Card className="space-y-5">{children}</Card>
    </div>
  );
}

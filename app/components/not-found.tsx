import { ButtonLink } from "./ui";

export function NotFound() {
  return (
    <section className="space-y-4 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-stone-700">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/">Go back home</ButtonLink>
    </section>
  );
}

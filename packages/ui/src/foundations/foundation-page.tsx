// Stories only: the frame of a Foundations page. Its prose is documentation for the team, English in every locale
// (marked `lang="en"` and laid out left to right), not product text: it stays out of the product's catalogues.
// Samples of the product's scripts inside it carry their own `lang` and `dir="auto"`.
import { useId, type ReactNode } from 'react';

export function FoundationPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      lang="en"
      dir="ltr"
      data-slot="foundation-page"
      className="flex max-w-5xl flex-col gap-10 bg-surface p-6 text-ink"
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="max-w-3xl text-sm text-ink-muted">{intro}</p>
      </header>
      {children}
    </article>
  );
}

export function FoundationSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {note ? <p className="max-w-3xl text-sm text-ink-muted">{note}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A token name, utility or value: code, laid out left to right in a right-to-left page too. */
export function Code({ children, slot }: { children: ReactNode; slot?: string }) {
  return (
    <code dir="ltr" data-slot={slot} className="font-mono text-xs text-ink-muted">
      {children}
    </code>
  );
}

/** The product's name as the patterns' top bar shows it: a link home, in the direction of its own text. */
export function PatternLogo({ brand }: { brand: string }) {
  return (
    <a
      href="/"
      dir="auto"
      className="rounded text-lg font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {brand}
    </a>
  );
}

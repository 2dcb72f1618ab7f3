/** The first focusable element of a page: jumps keyboard users past the header to `#main`. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
      {label}
    </a>
  );
}

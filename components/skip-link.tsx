/**
 * The first thing Tab reaches on a page: a link past the navigation to the page's content,
 * hidden until it has focus (WCAG 2.4.1, bypass blocks).
 */
export function SkipLink({ href = "#main", children = "Skip to content" }: { href?: string; children?: React.ReactNode }) {
  return (
    <a
      href={href}
      className="sr-only rounded-md bg-white text-sm font-medium text-accent shadow-lg ring-1 ring-fg/10 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-3 focus:py-2"
    >
      {children}
    </a>
  );
}

/** Inline, so it takes the surrounding colour and costs no request; the link around it carries the name. */
export function Logo({ width, height, className }: { width: number; height: number; className?: string | undefined }) {
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox="0 0 65 60"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M32.5 54C20 45 8 36 8 23 8 14 14.5 8 22 8c6 0 10.5 5 10.5 11 0 4-3 6.5-6 6.5-2.6 0-4.5-1.8-4.5-4" />
      <path d="M32.5 54C45 45 57 36 57 23 57 14 50.5 8 43 8c-6 0-10.5 5-10.5 11 0 4 3 6.5 6 6.5 2.6 0 4.5-1.8 4.5-4" />
    </svg>
  );
}

/** Tessera's mark (the header's logo without the word), decorative. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="16" fill="var(--color-brand)" />
      <g fill="var(--color-on-brand)">
        <rect x="8" y="8" width="7" height="9" rx="2" />
        <rect x="17" y="8" width="7" height="6" rx="2" />
        <rect x="8" y="19" width="7" height="5" rx="2" />
        <rect x="17" y="16" width="7" height="8" rx="2" />
      </g>
    </svg>
  );
}

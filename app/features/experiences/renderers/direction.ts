/** An experience's direction (up, down, left, right) as the side of its anchor it sits on. */
export function sideOf(
  direction: string | undefined,
  fallback: 'top' | 'bottom' = 'bottom',
): 'top' | 'right' | 'bottom' | 'left' {
  switch (direction) {
    case 'up':
      return 'top';
    case 'down':
      return 'bottom';
    case 'left':
      return 'left';
    case 'right':
      return 'right';
    default:
      return fallback;
  }
}

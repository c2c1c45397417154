/**
 * Puts text on the clipboard. False when the browser refuses (no permission, an insecure page),
 * so the caller can say the copy failed instead of throwing.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies text with the asynchronous Clipboard API. Returns false instead of throwing when the browser has
 * no clipboard access (insecure context, denied permission, old browser): the caller then offers manual
 * copying, which the spec asks for.
 */
export async function copyText(text: string, clipboard: Clipboard | undefined = globalThis.navigator?.clipboard): Promise<boolean> {
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

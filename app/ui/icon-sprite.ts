/** lucide's description of one icon: its child elements as [tag, attributes] pairs. */
type IconNode = [string, Record<string, string | number>][];

function isIconNode(value: unknown): value is IconNode {
  return (
    Array.isArray(value) &&
    value.every(
      (child) =>
        Array.isArray(child) &&
        typeof child[0] === 'string' &&
        typeof child[1] === 'object' &&
        child[1] !== null,
    )
  );
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

async function loadIconNode(name: string): Promise<IconNode> {
  // lucide ships each icon as a module whose __iconData holds the drawing; the public types
  // declare only the component, so the shape is checked here instead of assumed.
  const mod: Record<string, unknown> = await import(`lucide-react/icons/${name}`);
  const data = mod.__iconData;
  const node =
    typeof data === 'object' && data !== null && 'node' in data
      ? (data as { node: unknown }).node
      : undefined;
  if (!isIconNode(node))
    throw new Error(
      `lucide-react has no drawing for icon "${name}" (an alias? use the name of the file that holds it)`,
    );
  return node;
}

function renderSymbol(name: string, node: IconNode): string {
  const children = node.map(([tag, attrs]) => {
    const text = Object.entries(attrs)
      // lucide's React keys are not SVG attributes
      .filter(([key]) => key !== 'key')
      .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
      .join('');
    return `<${tag}${text}/>`;
  });
  return `  <symbol id="${name}" viewBox="0 0 24 24">${children.join('')}</symbol>`;
}

/**
 * The sprite every Icon points into: one <symbol> per name. Stroke and fill are left to the
 * referencing <svg>, so a symbol takes the colour and weight of wherever it is used.
 */
export async function buildSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => renderSymbol(name, await loadIconNode(name))),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n${symbols.join('\n')}\n</svg>\n`;
}

import { options, type VNode } from 'preact';

/**
 * The built client runs on Preact (decision 018) while the server renders with React, and the
 * two number `useId()` differently. Preact does not touch attributes while it hydrates, so an
 * element from the server keeps React's id while one mounted later (a menu, a field's error)
 * refers to Preact's: a trigger's aria-controls, a label's for, a field's aria-describedby
 * would point at nothing. After each element is diffed, the attributes that hold ids are set
 * to what Preact rendered, so both ends always name the same id.
 */
const ID_PROPS: [prop: string, attribute: string][] = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['aria-controls', 'aria-controls'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-owns', 'aria-owns'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-details', 'aria-details'],
  ['list', 'list'],
  ['form', 'form'],
];

type Rendered = VNode<Record<string, unknown>> & { __e?: Node | null };

export function keepServerIdsInStep(): void {
  const next = options.diffed;
  options.diffed = (vnode) => {
    const v = vnode as Rendered;
    const dom = v.__e;
    if (typeof v.type === 'string' && dom && dom.nodeType === 1) {
      const element = dom as Element;
      for (const [prop, attribute] of ID_PROPS) {
        const value = v.props[prop];
        if (typeof value === 'string' && element.getAttribute(attribute) !== value) {
          element.setAttribute(attribute, value);
        }
      }
    }
    next?.(vnode);
  };
}

/**
 * Preact hydrates into an element it owns, and `document` is not one (its doctype is in the way,
 * preactjs/preact#3794): it is handed a stand-in whose only child is the <html> element.
 */
export function documentStandIn(doc: Document = document): Element {
  const html = doc.documentElement;
  return {
    nodeType: 1,
    localName: '#document',
    ownerDocument: doc,
    namespaceURI: html.namespaceURI,
    parentNode: doc,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, ref: Node | null) => doc.insertBefore(node, ref),
    appendChild: (node: Node) => doc.appendChild(node),
    removeChild: (node: Node) => doc.removeChild(node),
    contains: (node: Node) => doc.contains(node),
  } as unknown as Element;
}

/**
 * React's server renderer hoists the <link rel="modulepreload"> elements that <Scripts/> renders
 * at the end of <body> into <head>. Preact matches server markup to its tree by position and
 * drops what it cannot match, so it would take them for the head's stylesheet links and remove
 * the stylesheets. They go back where the tree has them before hydrating; the modules are
 * already fetched or on their way, so moving the elements fetches nothing again. Since decision
 * 034 the server sends none in <head> (the loader appends them to <body> after the first paint);
 * this stays for a page that reaches the browser without that rewrite.
 */
export function unhoistModulePreloads(doc: Document = document): void {
  for (const link of doc.head.querySelectorAll('link[rel="modulepreload"]')) {
    doc.body.appendChild(link);
  }
}

/**
 * React runs the effects of an update made by a press or a key before the next input arrives;
 * Preact waits for the next frame (35 ms or more). A menu that reads its checked item in an
 * effect showed the wrong one for that frame, and an Escape pressed as a dialog appeared found no
 * listener yet. Effects run in the task right after the render instead, as React's do.
 */
export function runEffectsBeforeNextInput(): void {
  options.requestAnimationFrame = (callback) => {
    setTimeout(callback);
  };
}

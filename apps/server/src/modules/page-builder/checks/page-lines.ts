import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * Lines in a page's HTML for nodes of a document parsed from it. The checks work on a document
 * without source locations (it is cheaper); the first time a line is asked for, the HTML is
 * parsed again with locations, and a node is found there by its place under the root element
 * (both parses use the same parser without scripting, so the trees are the same).
 */
export class PageLines {
  private readonly html: string;
  private readonly document: Document;
  private located: JSDOM | undefined;

  constructor(html: string, document: Document) {
    this.html = html;
    this.document = document;
  }

  /** The 1-based line where `node` starts, when the parser knows it. */
  of(node: Node | null | undefined): number | undefined {
    const root = this.document.documentElement;
    if (!node || !root.contains(node)) return undefined;
    const path: number[] = [];
    for (let current = node; current !== root && current.parentNode; current = current.parentNode) {
      path.unshift(Array.prototype.indexOf.call(current.parentNode.childNodes, current));
    }
    this.located ??= new JSDOM(this.html, {
      includeNodeLocations: true,
      virtualConsole: new VirtualConsole(),
    });
    let found: Node | undefined = this.located.window.document.documentElement;
    for (const index of path) found = found?.childNodes[index];
    return found ? this.located.nodeLocation(found)?.startLine : undefined;
  }

  /** Frees the located copy, if one was made. */
  close(): void {
    this.located?.window.close();
  }
}

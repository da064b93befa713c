import type { Element, Root, RootContent } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

const textOf = (node: RootContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/** Collects h2/h3 after sanitising, so the ids match what is rendered. */
function collectToc(toc: TocEntry[]) {
  return () => (tree: Root) => {
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type !== 'element') continue;
        const element = node as Element;
        if (
          (element.tagName === 'h2' || element.tagName === 'h3') &&
          typeof element.properties.id === 'string'
        ) {
          toc.push({
            id: element.properties.id,
            text: textOf(element),
            depth: element.tagName === 'h2' ? 2 : 3,
          });
        }
        walk(element.children);
      }
    };
    walk(tree.children);
  };
}

/** The element children of `node` with the tag `tagName`, however deep. */
const elementsIn = (node: Element, tagName: string): Element[] =>
  node.children.flatMap((child) =>
    child.type !== 'element'
      ? []
      : child.tagName === tagName
        ? [child]
        : elementsIn(child, tagName),
  );

/**
 * Puts each table in a box of its own that scrolls sideways when the table is wider than a phone
 * (words never break mid-word to make it fit). A box that scrolls is a stop for the keyboard and a
 * region named by the table's column headings, so that it can be scrolled without a pointer.
 */
function scrollableTables() {
  return (tree: Root) => {
    const wrap = (parent: Root | Element) => {
      parent.children = parent.children.map((node) => {
        if (node.type !== 'element') return node;
        if (node.tagName !== 'table') {
          wrap(node);
          return node;
        }
        const headings = elementsIn(node, 'th').map(textOf).join(', ');
        const box: Element = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: ['table-scroll'],
            role: 'region',
            ariaLabel: `Table: ${headings}`,
            tabIndex: 0,
          },
          children: [node],
        };
        return box;
      }) as typeof parent.children;
    };
    wrap(tree);
  };
}

/**
 * Markdown to safe HTML: GFM, heading ids, and rehype-sanitize last of the transforms that read
 * the Markdown; the table boxes, which are ours, come after it.
 */
export async function renderMarkdown(markdown: string): Promise<{ html: string; toc: TocEntry[] }> {
  const toc: TocEntry[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeSanitize)
    .use(scrollableTables)
    .use(collectToc(toc))
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), toc };
}

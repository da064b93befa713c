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

/** Markdown to safe HTML: GFM, heading ids, and rehype-sanitize last of the transforms. */
export async function renderMarkdown(markdown: string): Promise<{ html: string; toc: TocEntry[] }> {
  const toc: TocEntry[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeSanitize)
    .use(collectToc(toc))
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), toc };
}

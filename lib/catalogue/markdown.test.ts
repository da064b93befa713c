/** @jest-environment node */
import { renderMarkdown } from './markdown';

describe('Markdown pipeline', () => {
  it('renders GFM with heading ids and a table of contents', async () => {
    const { html, toc } = await renderMarkdown(
      '## First part\n\n### A detail\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~',
    );
    expect(html).toContain('<h2 id="user-content-first-part">First part</h2>');
    expect(html).toContain(
      '<div class="table-scroll" role="region" aria-label="Table: a, b" tabindex="0"><table>',
    );
    expect(html).toContain('<del>gone</del>');
    expect(toc).toEqual([
      { id: 'user-content-first-part', text: 'First part', depth: 2 },
      { id: 'user-content-a-detail', text: 'A detail', depth: 3 },
    ]);
  });

  it('strips scripts, event handlers and javascript: links', async () => {
    const { html } = await renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="x.png" onerror="alert(2)">',
        '<a href="https://example.in" onclick="alert(3)">ok</a>',
        '[click](javascript:alert(4))',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert\(/i);
    expect(html).toContain('click');
  });
});

/** @jest-environment node */
import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticImage } from './static-image';

const COVER = '/images/blog/festive-social-media-calendar.svg';
const cover = { src: COVER, alt: 'A calendar', width: 1200, height: 630, sizes: '100vw' };
const srcOf = (html: string) =>
  decodeURIComponent(/ src="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&'));

describe('StaticImage', () => {
  it('puts an SVG above the fold into the page, painted with the HTML', () => {
    const html = renderToStaticMarkup(<StaticImage {...cover} preload />);
    expect(srcOf(html)).toBe(`data:image/svg+xml,${fs.readFileSync(`public${COVER}`, 'utf8')}`);
    expect(html).not.toContain('loading="lazy"');
    expect(html).toContain('alt="A calendar"');
  });

  it('leaves a picture below the fold a lazy file of its own', () => {
    const html = renderToStaticMarkup(<StaticImage {...cover} />);
    expect(srcOf(html)).toBe(COVER);
    expect(html).toContain('loading="lazy"');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>;

/** A file of public/ as a data: URL. */
const dataUrl = (src: string) =>
  `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8'))}`;

/**
 * next/image's <img> rendered on the server: the same sizes, lazy loading and srcset, without the
 * Image client component, whose code would otherwise join the first load of every page with a
 * picture. `preload` marks an image above the fold: never lazy, and painted with the HTML. Our
 * SVGs (1–3 KB) go into the page itself, since on a phone's network a request of their own costs a
 * round trip after the HTML (a blog cover, the page's largest paint, came ~500 ms after its
 * text); any other picture is hinted in the head.
 */
export function StaticImage({ alt, preload = false, ...image }: Props) {
  const { props } = getImageProps({ alt, preload, ...image });
  if (preload && props.src.startsWith('/') && props.src.endsWith('.svg')) {
    // eslint-disable-next-line @next/next/no-img-element -- the markup next/image would render
    return <img {...props} src={dataUrl(props.src)} alt={alt} />;
  }
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the markup next/image would render
  return <img {...props} alt={alt} />;
}

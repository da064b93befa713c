import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>;

/**
 * next/image's <img> rendered on the server: the same sizes, lazy loading and srcset, without the
 * Image client component, whose code would otherwise join the first load of every page with a
 * picture. `preload` marks an image above the fold: hinted in the head, never lazy.
 */
export function StaticImage({ alt, preload = false, ...image }: Props) {
  const { props } = getImageProps({ alt, preload, ...image });
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

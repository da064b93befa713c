import { textLink } from '../ui/text-link';

type Props = { links: { label: string; href: string }[] };

/**
 * The privacy pages' links to each other. Plain links: the policy is under the English root
 * layout, another document for the Hindi pages, and next/link would prefetch each one.
 */
export function PrivacyLinks({ links }: Props) {
  return (
    <ul className="flex flex-col gap-2 sm:flex-row sm:gap-6">
      {links.map(({ label, href }) => (
        <li key={href}>
          <a href={href} className={textLink}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

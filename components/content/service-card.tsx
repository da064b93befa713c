import Link from 'next/link';
import type { Service } from '@/lib/catalogue/services';
import { StaticImage } from '../ui/static-image';

export function ServiceCard({ service }: { service: Service }) {
  return (
    <li className="group card">
      <StaticImage
        src={service.image}
        alt=""
        width={480}
        height={320}
        sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
        className="h-auto w-full bg-brand-50"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold text-ink">
          <Link href={service.href} className="card-link">
            {service.name}
          </Link>
        </h3>
        <p className="text-gray-700">{service.summary}</p>
      </div>
    </li>
  );
}

import type { ConsultancyService } from '../consultancy-services';

export function ServiceCard({ service }: { service: ConsultancyService }) {
  const Icon = service.icon;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-lg bg-orange-100 text-orange-800">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-bold text-slate-900">{service.title}</h3>
      <p className="text-base leading-relaxed text-slate-800">{service.summary}</p>
    </li>
  );
}

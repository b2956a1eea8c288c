import { useId } from 'react';
import type { VolumeBreakdown } from '@pipeproof/engine';
import { formatPipeSize, MATERIAL_LABELS } from '../model/option-labels';

/**
 * Pipework Synopsis (product.md §2, standards.md §1: always show the breakdown): every line and its
 * volume, the 10 % fittings allowance, the meters and the installation volume, from the engine.
 */
export function PipeworkSynopsis({ volume }: { volume: VolumeBreakdown }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-300 bg-white p-4 sm:p-5"
    >
      <h3 id={titleId} className="text-lg font-bold">
        Pipework Synopsis
      </h3>
      <table className="mt-3 w-full text-base tabular-nums">
        <caption className="sr-only">Installation volume breakdown, m³</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-sm text-slate-700">
            <th scope="col" className="py-2 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Volume (m³)
            </th>
          </tr>
        </thead>
        <tbody>
          {volume.pipeRuns.map((run, index) => (
            <tr key={`pipe-${index}`} className="border-b border-slate-200">
              <th scope="row" className="py-2 text-left font-normal">
                {MATERIAL_LABELS[run.material]} {formatPipeSize(run.material, run.nominalSizeMm)} ×{' '}
                {run.lengthM} m
              </th>
              <td className="py-2 text-right">{run.volumeM3}</td>
            </tr>
          ))}
          <SynopsisRow label="Pipework" value={volume.pipeworkM3} />
          <SynopsisRow label="Fittings allowance (10 %)" value={volume.fittingsM3} />
          {volume.meters.map((meter, index) => (
            <tr key={`meter-${index}`} className="border-b border-slate-200">
              <th scope="row" className="py-2 text-left font-normal">
                Meter {meter.meterType} × {meter.quantity} ({meter.internalVolumeM3} m³ each)
              </th>
              <td className="py-2 text-right">{meter.volumeM3}</td>
            </tr>
          ))}
          <SynopsisRow label="Meters" value={volume.metersM3} />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left text-lg font-bold">
              Installation volume (IV)
            </th>
            <td className="pt-3 text-right text-lg font-bold">{volume.totalM3}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function SynopsisRow({ label, value }: { label: string; value: number }) {
  return (
    <tr className="border-b border-slate-300">
      <th scope="row" className="py-2 text-left font-semibold">
        {label}
      </th>
      <td className="py-2 text-right font-semibold">{value}</td>
    </tr>
  );
}

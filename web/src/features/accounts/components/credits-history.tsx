import { Clock } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles';

// Made-up rows behind the blur: they show what the table will hold once credits exist.
const sampleRows = [
  { date: 'Jan 12, 2025', description: 'Course evaluation: Data Analysis', credits: '−25 EC' },
  { date: 'Jan 03, 2025', description: 'Credits purchase: 250 EC package', credits: '+250 EC' },
  { date: 'Dec 18, 2024', description: 'Course evaluation: Project Management', credits: '−25 EC' },
  { date: 'Dec 02, 2024', description: 'Diploma evaluation: Business Studies', credits: '−50 EC' },
];

/** Credits History (spec section 2): a blurred placeholder marked Coming Soon. */
export function CreditsHistory() {
  return (
    <div className="space-y-5">
      <div className="relative overflow-hidden rounded-lg border border-line">
        {/* Sample data only: hidden from assistive technology and not focusable. */}
        <div aria-hidden inert className="pointer-events-none blur-[3px] select-none">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface text-ink">
              <tr>
                <th className="px-4 py-3 font-semibold">Date</th>
                <th className="hidden px-4 py-3 font-semibold sm:table-cell">Description</th>
                <th className="px-4 py-3 text-right font-semibold">Credits</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line text-ink">
              {sampleRows.map((row) => (
                <tr key={row.description}>
                  <td className="px-4 py-3 whitespace-nowrap">{row.date}</td>
                  <td className="hidden px-4 py-3 sm:table-cell">{row.description}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">{row.credits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="absolute inset-0 flex items-center justify-center bg-white/40">
          <p className="flex items-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white shadow-md">
            <Clock aria-hidden className="size-4" />
            Coming Soon
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-lg bg-surface px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          Total Used <span className="ml-1 text-lg font-bold text-ink">0 EC</span>
        </p>
        <button type="button" disabled className={buttonClass('outline', 'sm')}>
          View Full History
        </button>
      </div>
    </div>
  );
}

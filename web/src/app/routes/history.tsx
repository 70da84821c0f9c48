import { FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { HistoryView } from '../../features/evaluations/components/history-view';
import { WorkspacePage } from '../../features/evaluations/components/workspace-page';

/** /history (signed-in only): the user's evaluations and their certificates (spec section 2, History). */
export function HistoryPage() {
  return (
    <WorkspacePage
      title="Verification History"
      heading="Verification History"
      intro="Every course you submitted, its level and rating, and where its certificate stands."
      actions={
        <Link to="/equivalence" className={buttonClass('primary')}>
          <FilePlus2 aria-hidden className="size-4" />
          Register New Certificate
        </Link>
      }
    >
      <HistoryView />
    </WorkspacePage>
  );
}

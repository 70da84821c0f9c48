import { RefreshCw } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { FormattedDate } from '../../components/ui/formatted-date';
import { Spinner } from '../../components/ui/spinner';
import { rowClass, tableClass, tableFrameClass, tdClass, thClass, theadClass } from '../../components/ui/table-styles';
import { useAdminPrices } from '../../features/reviews/api/get-admin-prices';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { PriceEditor } from '../../features/reviews/components/price-editor';
import { getErrorMessage } from '../../lib/api-client';

/** /admin/prices (admins): the price table the fee page and the payments read. */
export function AdminPricesPage() {
  const prices = useAdminPrices();
  return (
    <>
      <title>Prices | Review console</title>
      <ConsolePageHeader
        title="Prices"
        description="The fee page shows these prices, and new payments use them. Payments already started keep the price they began with."
      />
      {prices.isPending ? (
        <Spinner label="Loading the prices" />
      ) : prices.isError ? (
        <div className="space-y-3">
          <FormAlert>{getErrorMessage(prices.error, 'The prices could not be loaded.')}</FormAlert>
          <button type="button" onClick={() => void prices.refetch()} className={buttonClass('outline', 'sm')}>
            <RefreshCw aria-hidden className="size-4" />
            Try again
          </button>
        </div>
      ) : (
        <div className={tableFrameClass} role="region" aria-label="Price table" tabIndex={0}>
          <table className={tableClass}>
            <caption className="sr-only">Price table</caption>
            <thead className={theadClass}>
              <tr>
                <th scope="col" className={thClass}>
                  Price
                </th>
                <th scope="col" className={thClass}>
                  Amount
                </th>
                <th scope="col" className={`${thClass} max-md:hidden`}>
                  Last changed
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.data.map((price) => (
                <tr key={price.key} className={rowClass}>
                  <td className={`${tdClass} min-w-52`}>
                    <p className="font-medium text-ink">{price.label}</p>
                    <p className="font-mono text-xs text-ink-muted">{price.key}</p>
                  </td>
                  <td className={tdClass}>
                    <PriceEditor key={`${price.key}-${price.amount}`} price={price} />
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-ink-muted max-md:hidden`}>
                    <FormattedDate value={price.updatedAt} style="dateTime" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

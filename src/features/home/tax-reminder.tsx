/**
 * The tax reminder (spec 1, 3, 4), from value/queryBasicTaxInfo:
 * - the pop-up when the institution is a small-scale taxpayer (NSRLX '2') without a
 *   confirmation scheme (QRFA empty): the user chooses the scheme and the period from which
 *   interest income is taxed, saved with value/insertLsTaxXgmnsr (the tips are then refreshed);
 *   「稍后处理」 closes it for this visit;
 * - the tax-info flag for managers (userType 0) while the VAT info is not confirmed
 *   (SFQRZZSXX falsy).
 * A failed load shows nothing: the reminder never stands in the way of the home page. The
 * pop-up (tax-scheme-modal.tsx) is a chunk of its own, loaded only when it is to show.
 */
import { Alert } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { refreshTips } from '@/state/access-thunks';
import { useApiDispatch } from '@/state/api-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { useSectionLoad } from '@/state/load-state';
import { selectUser } from '@/state/session-slice';
import { homeApi, useTaxInfoQuery } from './home-api';

const TAX_INFO_PATH = '/iservice/swgl/swxxqr';

/** The pop-up, loaded only for an institution that must choose its scheme. */
const TaxSchemeModal = lazy(() => import('./tax-scheme-modal'));

export function TaxReminder() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { state } = useSectionLoad(useTaxInfoQuery());
  const updateCache = useApiDispatch();
  const [dismissed, setDismissed] = useState(false);

  if (state.status !== 'ready') return null;
  const info = state.data;
  const needsScheme = info.some((row) => row.NSRLX === '2' && !row.QRFA);
  const vatUnconfirmed =
    (user?.userType ?? 0) === 0 && info.some((row) => !row.SFQRZZSXX || row.SFQRZZSXX === '0');

  return (
    <>
      {vatUnconfirmed && (
        <Alert
          data-testid="tax-info-flag"
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="贵公司增值税信息尚未确认"
          description={
            <span>
              请及时核对并确认增值税相关信息，<Link to={TAX_INFO_PATH}>前往确认</Link>
            </span>
          }
        />
      )}
      {needsScheme && !dismissed && (
        <Suspense fallback={null}>
          <TaxSchemeModal
            onLater={() => setDismissed(true)}
            onSaved={(saved) => {
              updateCache(
                homeApi.util.updateQueryData('taxInfo', undefined, (rows) =>
                  rows.map((row) => (row.instId === saved.instId ? saved : row)),
                ),
              );
              void dispatch(refreshTips());
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Spec 7.4: the common query of cx_YPTOACXJK with CXLX 7 and GLR = the institution (托管告知,
 * the custody's notices to the manager), kept in session storage as Thgz for the pages and
 * sub-applications that read it. Loaded when the signed-in frame shows an institution and again
 * after a switch; the list of the institution before is removed first, so a failed query leaves
 * no other institution's notices behind.
 */
import { useEffect } from 'react';
import { commonSingleTableQuery } from '@/api/system';
import type { ThgzRecord } from '@/api/system-types';
import { storeCustodyNotices } from '@/lib/browser-storage';

export const CUSTODY_NOTICE_QUERY = { objectName: 'cx_YPTOACXJK', cxlx: 7 } as const;

export function useCustodyNotices(instId: string | undefined): void {
  useEffect(() => {
    if (!instId) return;
    let live = true;
    storeCustodyNotices(null);
    void commonSingleTableQuery<ThgzRecord>({
      objectName: CUSTODY_NOTICE_QUERY.objectName,
      params: { CXLX: CUSTODY_NOTICE_QUERY.cxlx, GLR: instId },
    }).then((answer) => {
      if (live && answer && answer.code === 0) storeCustodyNotices(answer.data);
    });
    return () => {
      live = false;
    };
  }, [instId]);
}

/** Institution types of spec 6, by instId (the same ids in development and production). */

export type InstType = 'gmwb' | 'gmwbsy' | 'smgm' | 'xbgm';

const INST_TYPE_IDS: Readonly<Record<InstType, readonly string[]>> = {
  /** Public-fund outsourcing (公募外包), old view */
  gmwb: ['11160', '9866', '1000', '201'],
  /** Public-fund outsourcing, business-unit variant */
  gmwbsy: ['11160'],
  /** Switchable new private/public view */
  smgm: ['14379', '2959', '2210'],
  /** New public view, mobile login */
  xbgm: ['1012'],
};

export function instTypesOf(instId: string): InstType[] {
  return (Object.keys(INST_TYPE_IDS) as InstType[]).filter((type) =>
    INST_TYPE_IDS[type].includes(instId),
  );
}

export function isInstType(instId: string, type: InstType): boolean {
  return INST_TYPE_IDS[type].includes(instId);
}

/**
 * Whitelist mode (spec 5.1, our reading): the public-fund views (gmwb, xbgm) get exactly the
 * pages their menu delivers, so an iservice route needs a white-list entry there; everyone
 * else may open any page that is not black-listed.
 */
export function isWhitelistMode(instId: string): boolean {
  return isInstType(instId, 'gmwb') || isInstType(instId, 'xbgm');
}

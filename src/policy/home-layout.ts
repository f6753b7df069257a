/**
 * Which home sections show, in which order (spec 1, 6). The server's
 * sys/queryHomeViewConfig names the view of the institution: the private view (default), the old
 * public-fund outsourcing views (gmwb, gmwbsy), the switchable private/public view (smgm, whose
 * `sides` each carry their own sections) and the new public view (xbgm). Pure: the page asks it
 * with the answer and the side the user picked.
 *
 * - A switchable view shows the picked side, else its first side; its switch lists every side.
 * - Sections the portal does not know are left out; a section named twice shows once (first).
 * - A width outside the grid's 24/16/12/8 becomes 24.
 */
export type HomeSide = 'private' | 'public';

export const HOME_SECTION_IDS = [
  'advertisement',
  'taskCenter',
  'commonMenu',
  'productGroup',
  'tradeCalendar',
  'notice',
  'feeSummary',
  'raiseAccCheck',
  'instructionCount',
  'instructionMonitor',
  'custodyTodo',
  'dataDeadline',
  'publicFundOverview',
  'operationGuide',
] as const;

export type HomeSectionKey = (typeof HOME_SECTION_IDS)[number];

export type SectionSpan = 24 | 16 | 12 | 8;

const SPANS: readonly number[] = [24, 16, 12, 8];

/** What the policy reads of a section of sys/queryHomeViewConfig. */
export interface ViewSection {
  id: string;
  title: string;
  span: number;
}

/** What the policy reads of sys/queryHomeViewConfig (src/api/system-types.ts HomeViewConfig). */
export interface ViewConfig {
  viewType: 'default' | 'gmwb' | 'gmwbsy' | 'smgm' | 'xbgm';
  viewName: string;
  switchable: boolean;
  sections: readonly ViewSection[];
  sides?: readonly { key: HomeSide; label: string; sections: readonly ViewSection[] }[];
}

export interface HomeSection {
  id: HomeSectionKey;
  title: string;
  span: SectionSpan;
}

function isKnown(id: string): id is HomeSectionKey {
  return (HOME_SECTION_IDS as readonly string[]).includes(id);
}

export interface HomeLayout {
  viewType: ViewConfig['viewType'];
  viewName: string;
  sections: HomeSection[];
  /** The switch of a switchable view, else null */
  switcher: { sides: { key: HomeSide; label: string }[]; current: HomeSide } | null;
  /** The side shown: the picked one (switchable views), public for the public-fund views */
  side: HomeSide;
}

function cleaned(sections: readonly ViewSection[]): HomeSection[] {
  const seen = new Set<string>();
  const kept: HomeSection[] = [];
  for (const { id, title, span } of sections) {
    if (!isKnown(id) || seen.has(id)) continue;
    seen.add(id);
    kept.push({ id, title, span: SPANS.includes(span) ? (span as SectionSpan) : 24 });
  }
  return kept;
}

/** The public-fund views (gmwb, gmwbsy, xbgm) talk about public products. */
function sideOfView(viewType: ViewConfig['viewType']): HomeSide {
  return viewType === 'gmwb' || viewType === 'gmwbsy' || viewType === 'xbgm' ? 'public' : 'private';
}

export function homeLayoutOf(config: ViewConfig, picked: HomeSide | null = null): HomeLayout {
  const sides = config.switchable ? (config.sides ?? []) : [];
  if (sides.length > 0) {
    const current = sides.find((side) => side.key === picked) ?? sides[0];
    if (current) {
      return {
        viewType: config.viewType,
        viewName: config.viewName,
        sections: cleaned(current.sections),
        switcher: {
          sides: sides.map((side) => ({ key: side.key, label: side.label })),
          current: current.key,
        },
        side: current.key,
      };
    }
  }
  return {
    viewType: config.viewType,
    viewName: config.viewName,
    sections: cleaned(config.sections),
    switcher: null,
    side: sideOfView(config.viewType),
  };
}

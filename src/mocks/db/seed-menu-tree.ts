/**
 * The one menu tree of the platform (spec 1, 2.3, 2.4, 2.8): 16 business areas over the three
 * sub-applications. Every user's menu is derived from it by the rules of ./seed-menu-view.ts,
 * using these seed-only attributes:
 *   - scope 'business' (default): absent for an isolated institution's administrator, and
 *     shown only to institutions of one of its `channels`;
 *   - scope 'system' (系统管理) and 'basic' (shell pages): shown in every mode and channel;
 *   - channels: 'private' (private managers), 'public' (new public view: xbgm, and smgm which
 *     switches between both), 'gmwb' (public-fund outsourcing); inherited from the area;
 *   - adminOnly: visible 'N' (black list) for users without a role containing 管理员;
 *   - visible 'N' in the seed: a tab not opened to anyone yet.
 * Keys are the last path segment unless given; qxkeys are the route's segments joined by '_'
 * for pages, `${pageKey}_${code}` for tabs and buttons (which are also their keys).
 */
import type { MenuType, MicroAppName } from '@/api/menu';
import {
  DS_COUNTER_KEY,
  DUPLICATE_FHXXCX_KEY,
  DUPLICATE_JYQRCX_KEY,
  DUPLICATE_YYSJYJDY_KEY,
  HKQXSZ_KEY,
  REPORT_EXPRESS_KEY,
  SERVICE_GUIDE_KEY,
  SETTLEMENT_DAY_CHANGE_KEY,
  type MenuIconKey,
} from '@/config/menu-keys';

export type MenuChannel = 'private' | 'public' | 'gmwb';
export type MenuScope = 'business' | 'system' | 'basic';

export interface MenuSeedNode {
  key: string;
  name: string;
  type: MenuType;
  microAppName: MicroAppName;
  urlPath: string;
  qxkey: string;
  visible: 'Y' | 'N';
  icon?: MenuIconKey;
  scope?: MenuScope;
  channels?: MenuChannel[];
  adminOnly?: boolean;
  child: MenuSeedNode[];
}

interface NodeRules {
  key?: string;
  scope?: MenuScope;
  channels?: MenuChannel[];
  adminOnly?: boolean;
  visible?: 'Y' | 'N';
}

const APPS: readonly MicroAppName[] = ['ds', 'iservice', 'tgypt'];
const PRIVATE: MenuChannel[] = ['private'];
const ALL_VIEWS: MenuChannel[] = ['private', 'public'];
const WITH_GMWB: MenuChannel[] = ['private', 'public', 'gmwb'];

function splitRoute(route: string): { microAppName: MicroAppName; urlPath: string } {
  const [, first = '', ...rest] = route.split('/');
  const app = APPS.find((name) => name === first);
  return app
    ? { microAppName: app, urlPath: `/${rest.join('/')}` }
    : { microAppName: '', urlPath: route };
}

function rulesOf(rules: NodeRules): Partial<MenuSeedNode> {
  const out: Partial<MenuSeedNode> = {};
  if (rules.scope) out.scope = rules.scope;
  if (rules.channels) out.channels = rules.channels;
  if (rules.adminOnly) out.adminOnly = true;
  return out;
}

interface Part {
  type: 'tab' | 'button';
  code: string;
  name: string;
  rules: NodeRules;
}

/** A tab of a page. */
function tab(code: string, name: string, rules: NodeRules = {}): Part {
  return { type: 'tab', code, name, rules };
}

/** A button of a page. */
function btn(code: string, name: string, rules: NodeRules = {}): Part {
  return { type: 'button', code, name, rules };
}

/** A page at a full route: '/iservice/cpgl/cpfx', or a shell route such as '/menuSet'. */
function page(
  route: string,
  name: string,
  rules: NodeRules = {},
  parts: Part[] = [],
): MenuSeedNode {
  const { microAppName, urlPath } = splitRoute(route);
  const key = rules.key ?? (route.split('/').pop() || 'home');
  return {
    key,
    name,
    type: 'menu',
    microAppName,
    urlPath,
    qxkey: route === '/' ? 'home' : route.slice(1).replace(/\//g, '_'),
    visible: rules.visible ?? 'Y',
    ...rulesOf(rules),
    child: parts.map((part) => ({
      key: `${key}_${part.code}`,
      name: part.name,
      type: part.type,
      microAppName,
      urlPath,
      qxkey: `${key}_${part.code}`,
      visible: part.rules.visible ?? 'Y',
      ...rulesOf(part.rules),
      child: [],
    })),
  };
}

/** An entry opening an address outside the portal (see src/config/menu-keys.ts). */
function link(key: string, name: string, rules: NodeRules = {}): MenuSeedNode {
  return {
    key,
    name,
    type: 'menu',
    microAppName: '',
    urlPath: '',
    qxkey: key,
    visible: 'Y',
    ...rulesOf(rules),
    child: [],
  };
}

/** A container: a top-level area (with its icon) or a group inside one. */
function folder(
  key: string,
  name: string,
  rules: NodeRules,
  child: MenuSeedNode[],
  icon?: MenuIconKey,
): MenuSeedNode {
  return {
    key,
    name,
    type: 'menu',
    microAppName: '',
    urlPath: '',
    qxkey: `menu_${key}`,
    visible: 'Y',
    ...(icon ? { icon } : {}),
    ...rulesOf(rules),
    child,
  };
}

const home = folder(
  'sy',
  '首页',
  { scope: 'basic' },
  [
    page('/', '首页', { key: 'home' }),
    page('/menuSet', '常用菜单设置'),
    page('/yzzyfwzq', '运营指导服务专区', { scope: 'business', channels: WITH_GMWB }),
    page('/zxbm', '在线报名', { scope: 'business', channels: WITH_GMWB }),
    link(SERVICE_GUIDE_KEY, '服务指南', { scope: 'business', channels: WITH_GMWB }),
    link(REPORT_EXPRESS_KEY, '报表直通车', { scope: 'business', channels: ALL_VIEWS }),
  ],
  'sjfs',
);

const publicFund = folder(
  'gmwbyy',
  '公募外包',
  { channels: ['gmwb', 'public'] },
  [
    page('/iservice/swgl/swxxqr', '税务信息确认'),
    page('/iservice/zxyy/xzdxjg', '新增代销机构'),
    page('/iservice/zxyy/jesh', '巨额赎回处理'),
    page('/iservice/zxyy/dxtacs', '代销TA参数维护'),
    page('/iservice/gzhs/gmgzbxz', '公募估值表下载'),
    page('/iservice/jygl/cwjygl', '财务交易管理'),
    page('/iservice/zcdj/tayjbczksq', 'TA业绩报酬暂扣申请'),
    page('/iservice/zcdj/jsblqrsq', '结算办理确认申请'),
    page('/iservice/htgl/htdygl', '合同打印管理'),
    page('/iservice/htgl/cpsb', '产品申报'),
  ],
  'qtfw',
);

const productOps = folder(
  'cpyy',
  '产品运营',
  { channels: ALL_VIEWS },
  [
    folder('cpgl', '产品管理', {}, [
      page('/iservice/cpgl/glrzhwh', '管理人账户维护', {}, [
        tab('zhxx', '账户信息'),
        tab('bgjl', '变更记录'),
        tab('lsbb', '历史版本', { visible: 'N' }),
        btn('add', '新增账户'),
        btn('export', '导出'),
      ]),
      page('/iservice/cpgl/cpfx', '产品发行', { channels: WITH_GMWB }, [
        tab('fxsq', '发行申请'),
        tab('fxjd', '发行进度'),
      ]),
      page('/iservice/cpgl/cpcsbg', '产品参数变更', {}, [
        tab('csbg', '参数变更申请'),
        tab('jsrbg', '结算日变更'),
        tab('bgjl', '变更记录'),
      ]),
      page('/iservice/cpgl/cpfh', '产品分红', { channels: WITH_GMWB }),
      page('/iservice/cpgl/cpzs', '产品展示', { channels: WITH_GMWB }),
      page('/iservice/cpgl/cpqp', '产品清盘', { channels: WITH_GMWB }),
      page('/iservice/cpgl/glrbccx', '管理人报表查询'),
      page('/iservice/SupplementaryAgreement', '补充协议签署'),
      page('/iservice/cpgl/cpcsbg', '结算日变更', { key: SETTLEMENT_DAY_CHANGE_KEY }),
    ]),
    folder('htgl', '合同管理', {}, [
      page('/iservice/htgl/dzht', '电子合同', { adminOnly: true }, [
        tab('dqs', '待签署'),
        tab('yqs', '已签署'),
      ]),
      page('/iservice/htgl/htmbgl', '合同模板管理'),
    ]),
    page('/iservice/xxpl/yysjyjdy', '运营数据邮件订阅', { key: DUPLICATE_YYSJYJDY_KEY }),
  ],
  'cpyy',
);

const salesOps = folder(
  'xsyy',
  '销售运营',
  { channels: ALL_VIEWS },
  [
    page('/ds/xsgl/khcx', '客户查询'),
    page('/ds/xsgl/jycx', '交易查询'),
    page('/ds/xsgl/dxjggl', '代销机构管理'),
    page('/ds/mjgl/mjzhcx', '募集账户查询'),
    page('/ds/xsgl/tzzsdx', '投资者适当性管理'),
    link(DS_COUNTER_KEY, '直销柜台', { channels: PRIVATE }),
    page('/tgypt/zcdj/jyqrcx', '交易确认查询', { key: DUPLICATE_JYQRCX_KEY }),
    page('/tgypt/zcdj/fhxxcx', '分红信息查询', { key: DUPLICATE_FHXXCX_KEY }),
  ],
  'xsmj',
);

const transferAgency = folder(
  'zcdjgh',
  '注册登记/过户',
  { channels: ALL_VIEWS },
  [
    page('/iservice/zcdj/lskfrsz', '临时开放日设置', { channels: WITH_GMWB }),
    page('/tgypt/zcdj/jyqrcx', '交易确认查询', {}, [
      tab('sgqr', '申购确认'),
      tab('shqr', '赎回确认'),
    ]),
    page('/tgypt/zcdj/fhxxcx', '分红信息查询'),
    page('/tgypt/zcdj/fecx', '份额余额查询'),
    page('/tgypt/zcdj/ghdj', '非交易过户登记'),
    page('/iservice/zcdj/tzzzlbg', '投资者资料变更'),
  ],
  'zcdj',
);

const custodyBanking = folder(
  'tgwyyy',
  '托管网银',
  { channels: PRIVATE },
  [
    page('/tgypt/tgwy/zjhz', '资金划转', {}, [
      tab('hkzl', '划款指令录入'),
      tab('zlfh', '指令复核', { adminOnly: true }),
      tab('zlcx', '指令查询'),
    ]),
    page('/tgypt/tgwy/yecx', '账户余额查询'),
    page('/tgypt/tgwy/jymxcx', '交易明细查询'),
    page('/tgypt/tgwy/hdcx', '电子回单查询'),
    page('/tgypt/tgwy/zlzt', '指令状态跟踪'),
    page('/iservice/xtgl/tgwysqssc', '划款权限设置', { key: HKQXSZ_KEY, adminOnly: true }),
  ],
  'tgwy',
);

const valuation = folder(
  'gzhsyy',
  '估值核算',
  { channels: ALL_VIEWS },
  [
    page('/iservice/gzhs/xjrgjxgkjzzgzffqr', '新金融工具会计准则估值方法确认'),
    page('/iservice/gzhs/gzbcx', '估值表查询'),
    page('/iservice/gzhs/jzpl', '净值披露'),
    page('/iservice/gzhs/gzhdfk', '估值核对反馈'),
    page('/tgypt/tsfw/sjsj_gzbcxyxz', '估值表查询与下载'),
    page('/tgypt/tsfw/sjsj_gzpz', '估值凭证查询'),
  ],
  'gzhs',
);

const fees = folder(
  'jjfy',
  '基金费用',
  { channels: ALL_VIEWS },
  [
    page('/iservice/fygzbg/glftz', '管理费台账', {}, [
      tab('tz', '费用台账'),
      tab('jtmx', '计提明细'),
    ]),
    page('/iservice/fygzbg/xsfwftz', '销售服务费台账'),
    page('/iservice/fygzbg/tzgwftz', '投资顾问费台账'),
    page('/tgypt/tsfw/glrsj_fymxcx', '费用明细查询'),
    page('/iservice/fygl/fyzfsq', '费用支付申请'),
  ],
  'sfzx',
);

const disclosure = folder(
  'xxpl',
  '信息披露',
  { channels: ALL_VIEWS },
  [
    page('/iservice/xxpl/dqbg', '定期报告'),
    page('/iservice/xxpl/lsgg', '临时公告'),
    page('/iservice/xxpl/xxplbs', '信息披露报送'),
    page('/iservice/xxpl/jgbs', '监管报送'),
    page('/iservice/xxpl/yysjyjdy', '运营数据邮件订阅'),
    page('/iservice/tgtj/tjtsh', '投资监督提示函', {}, [
      tab('dqr', '待确认'),
      tab('yqr', '已确认'),
    ]),
  ],
  'supervision_report',
);

const performance = folder(
  'yjfx',
  '业绩分析',
  { channels: PRIVATE },
  [
    page('/iservice/jxfxxy', '业绩分析服务协议'),
    page('/iservice/tzjx/jjtyfxpt', '基金投研分析平台'),
    page('/iservice/tzjx/jxfx', '绩效分析', {}, [
      tab('yjgy', '业绩归因'),
      tab('fxzb', '风险指标'),
      tab('tlpm', '同类排名'),
    ]),
    page('/iservice/tzjx/smzscx', '私募指数查询'),
    page('/iservice/tzjx/fxzbcx', '风险指标查询'),
  ],
  'jxfx',
);

const investorService = folder(
  'tzzfw',
  '投资者服务',
  { channels: ALL_VIEWS },
  [
    page('/ds/tzzfw/dzdcx', '对账单查询'),
    page('/ds/tzzfw/tzzxxcx', '投资者信息查询'),
    page('/iservice/tzzfw/hfgl', '回访管理'),
    page('/iservice/tzzfw/tsjl', '投诉处理记录'),
  ],
  'tzrpt',
);

const agencyClearing = folder(
  'dlqs',
  '代理清算',
  { channels: PRIVATE },
  [
    page('/iservice/dlqs/qsjgcx', '清算结果查询'),
    page('/iservice/dlqs/jszhgl', '结算账户管理'),
    page('/iservice/dlqs/bzjgl', '保证金管理'),
    page('/tgypt/tsfw/sjsj_cjqsrbb', '成交清算日报表'),
  ],
  'dlqs',
);

const partnership = folder(
  'yxhh',
  '有限合伙运营',
  { channels: PRIVATE },
  [
    page('/iservice/yxhh/hhrgl', '合伙人管理'),
    page('/iservice/yxhh/sjcz', '实缴出资管理'),
    page('/iservice/yxhh/gsbg', '工商变更登记'),
    page('/iservice/yxhh/xmtztz', '项目投资台账'),
  ],
  'qtfw',
);

const vat = folder(
  'zzs',
  '增值税',
  { channels: ALL_VIEWS },
  [
    page('/iservice/zzs/zzsjt', '增值税计提'),
    page('/iservice/zzs/nsrxx', '纳税人信息'),
    page('/iservice/zzs/zzsbb', '增值税报表'),
    page('/tgypt/tsfw/sjsj_zzsfaqr', '增值税方案确认'),
  ],
  'tsfw',
);

const eSeal = folder(
  'dzyy',
  '电子用印',
  { channels: ALL_VIEWS },
  [
    page('/iservice/dzyy/yysq', '用印申请'),
    page('/iservice/dzyy/yyjl', '用印记录'),
    page('/iservice/dzyy/yzgl', '印章管理'),
    page('/iservice/dzyy/qsrgl', '签署人管理'),
  ],
  'tsfw',
);

const systemAdmin = folder(
  'xtgl',
  '系统管理',
  { scope: 'system' },
  [
    page('/iservice/xtgl/xtglywh', '系统管理员维护', { adminOnly: true }),
    page('/iservice/xtgl/ptyhwh', '普通用户维护', { adminOnly: true }, [
      tab('yhlb', '用户列表'),
      tab('jsgl', '角色管理'),
      btn('resetpwd', '重置密码'),
    ]),
    page('/iservice/xtgl/cpqxsq', '产品权限授权', { adminOnly: true }),
    page('/iservice/xtgl/ptgnsq', '普通功能授权', { adminOnly: true }),
    page('/iservice/xtgl/tgwysqssc', '托管网银授权设置', { adminOnly: true }),
    page('/iservice/xtgl/czrz', '操作日志'),
  ],
  'zonghegl',
);

/** The whole tree, top-level areas in side-menu order. */
export function seedMenuTree(): MenuSeedNode[] {
  return [
    home,
    publicFund,
    productOps,
    salesOps,
    transferAgency,
    custodyBanking,
    valuation,
    fees,
    disclosure,
    performance,
    investorService,
    agencyClearing,
    partnership,
    vat,
    eSeal,
    systemAdmin,
  ].map((node) => structuredClone(node));
}

/**
 * Business descriptions (业务说明) of pages, keyed by page key, then by tab key (the page key
 * itself for a page without tabs). Pages not listed here have no description.
 */
import type { MenuDesc, MenuDescMap } from '@/api/menu';

/** A description: its title, its rich text and, for a flow, its steps and the current one. */
function desc(
  title: string,
  content: string,
  steps?: readonly [title: string, description: string][],
  current = 0,
): MenuDesc {
  if (!steps) return { title, content };
  return {
    title,
    content,
    steps: steps.map(([step, description]) => ({ title: step, description })),
    current,
  };
}

export function seedMenuDescs(): Record<string, MenuDescMap> {
  return {
    glrzhwh: {
      glrzhwh_zhxx: desc(
        '管理人账户信息维护',
        '<p>维护管理人在本平台登记的<strong>募集结算资金专用账户</strong>、托管账户及证券账户信息。</p><p>账户信息变更提交后由托管人复核，复核通过后次一工作日生效。</p>',
      ),
      glrzhwh_bgjl: desc(
        '账户变更记录',
        '<p>展示近两年内账户信息的全部变更申请及其复核结果，可按产品代码和申请日期筛选。</p>',
      ),
    },
    cpfx: {
      cpfx_fxsq: desc(
        '产品发行申请',
        '<p>新产品发行须依次完成发行申请、合同定稿、募集与成立备案。请在发行申请中上传<strong>基金合同（草案）</strong>、风险揭示书及投资经理资料。</p>',
        [
          ['提交发行申请', '填写产品要素并上传合同草案'],
          ['托管人审核', '托管人在3个工作日内完成审核'],
          ['合同定稿', '双方确认合同终稿并用印'],
          ['产品募集', '募集结算资金专用账户开始收款'],
          ['成立备案', '验资后向中国基金业协会备案'],
        ],
        1,
      ),
      cpfx_fxjd: desc(
        '发行进度查询',
        '<p>查看已提交发行申请的产品所处环节、经办人及预计完成时间。</p>',
      ),
    },
    cpcsbg: {
      cpcsbg_csbg: desc(
        '产品参数变更',
        '<p>开放日、费率、业绩比较基准等产品参数的变更须与基金合同保持一致，涉及合同变更的请先完成合同变更流程。</p>',
        [
          ['发起变更', '选择产品并填写变更内容'],
          ['托管复核', '托管人复核变更依据'],
          ['变更生效', '系统参数于生效日更新'],
        ],
        0,
      ),
      cpcsbg_jsrbg: desc(
        '结算日变更',
        '<p>调整产品的结算日安排。结算日变更须在原结算日前<strong>5个工作日</strong>提交。</p>',
      ),
    },
    lskfrsz: {
      lskfrsz: desc(
        '临时开放日设置',
        '<p>根据基金合同约定设置临时开放日，设置后注册登记系统将在该日受理申购赎回。临时开放日须为交易日，并提前2个工作日公告。</p>',
      ),
    },
    tjtsh: {
      tjtsh_dqr: desc(
        '待确认的投资监督提示函',
        '<p>托管人在投资监督中发现的违规或异常情况将以提示函形式送达。请<strong>仔细阅读</strong>并点击确认，确认后方可继续办理其他业务。</p>',
      ),
      tjtsh_yqr: desc('已确认的提示函', '<p>展示贵公司已确认的提示函及确认人、确认时间。</p>'),
    },
    jxfxxy: {
      jxfxxy: desc(
        '业绩分析服务协议',
        '<p>使用基金投研分析平台、绩效分析和私募指数查询前，须由授权人员在线签署《业绩分析服务协议》。</p>',
        [
          ['阅读协议', '完整阅读协议条款'],
          ['签署协议', '勾选同意并提交签署'],
          ['开通服务', '业绩分析相关功能即时开通'],
        ],
        0,
      ),
    },
    xjrgjxgkjzzgzffqr: {
      xjrgjxgkjzzgzffqr: desc(
        '新金融工具会计准则估值方法确认',
        '<p>执行新金融工具相关会计准则的产品，须逐一确认各类资产的估值方法。确认结果将用于托管人的估值复核。</p>',
      ),
    },
    glftz: {
      glftz_tz: desc(
        '管理费台账',
        '<p>按产品和计提期间展示管理费的计提、支付和余额，金额单位为元，保留两位小数。</p>',
      ),
      glftz_jtmx: desc(
        '管理费计提明细',
        '<p>展示每日管理费计提基数、费率和计提金额，可导出Excel。</p>',
      ),
    },
    zjhz: {
      zjhz_hkzl: desc(
        '划款指令录入',
        '<p>录入托管账户的划款指令。指令须经<strong>复核</strong>后发送托管人，15:00后提交的指令次一工作日处理。</p>',
        [
          ['录入指令', '经办人录入收款方与金额'],
          ['指令复核', '复核人核对并加盖电子印章'],
          ['托管执行', '托管人审核后划款'],
        ],
        0,
      ),
      zjhz_zlcx: desc('指令查询', '<p>查询已提交划款指令的执行状态及回单。</p>'),
    },
    dzht: {
      dzht_dqs: desc(
        '电子合同签署',
        '<p>管理人、托管人和投资者通过电子签名完成基金合同签署，签署完成的合同可在已签署页下载。</p>',
      ),
    },
    ptyhwh: {
      ptyhwh_yhlb: desc(
        '普通用户维护',
        '<p>系统管理员可新增、停用本机构的普通用户，并为其分配角色和产品权限。</p>',
      ),
    },
    yysjyjdy: {
      yysjyjdy: desc(
        '运营数据邮件订阅',
        '<p>订阅估值表、净值、交易确认等运营数据，系统将在每个交易日18:00前发送至订阅邮箱。</p>',
      ),
    },
  };
}

/**
 * 费用汇总 (spec 1, 2.3): last month's manager, sales-service and investment-adviser fee totals
 * of the institution's products (pubservice/sqlApi/queryGLXT glrFeeTotals), each linking to its
 * fee ledger in the online service platform. Amounts with thousands separators and two decimals.
 */
import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { GlxtResults } from '@/api/home';
import { formatAmount } from '@/lib/money';
import { useSectionLoad } from '@/state/load-state';
import { useFeeTotalsQuery } from './home-api';
import { HomeSectionCard, SectionBody } from './home-section';

const FEE_LEDGERS: {
  key: 'managementFee' | 'salesServiceFee' | 'advisoryFee';
  name: string;
  path: string;
}[] = [
  { key: 'managementFee', name: '管理费', path: '/iservice/fygzbg/glftz' },
  { key: 'salesServiceFee', name: '销售服务费', path: '/iservice/fygzbg/xsfwftz' },
  { key: 'advisoryFee', name: '投资顾问费', path: '/iservice/fygzbg/tzgwftz' },
];

export function FeeSummarySection() {
  const load = useSectionLoad(useFeeTotalsQuery());
  return (
    <HomeSectionCard id="feeSummary" title="费用汇总">
      <SectionBody
        load={load}
        failedTitle="费用汇总加载失败"
        isEmpty={(totals: GlxtResults['glrFeeTotals']) => totals.productCount === 0}
        emptyText="暂无费用数据"
      >
        {(totals) => (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              {totals.month} · {totals.productCount} 只产品（元）
            </Typography.Text>
            {FEE_LEDGERS.map((fee) => (
              <Flex key={fee.key} justify="space-between" align="baseline" data-testid="fee-item">
                <Link to={fee.path}>{fee.name}</Link>
                <Typography.Text strong data-testid={`fee-${fee.key}`}>
                  {formatAmount(totals[fee.key])}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}

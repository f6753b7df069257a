/** A product's status as a tag: its name and colour from the one dictionary (src/policy/product-status.ts). */
import { Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { productStatusColor, productStatusName } from '@/policy/product-status';

export function ProductStatusTag({
  status,
  ...rest
}: { status: string } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <Tag color={productStatusColor(status)} {...rest}>
      {productStatusName(status)}
    </Tag>
  );
}

/** Everything entered, read-only (steps 3 and 5): organisation, administrators, and the files. */
import { Descriptions, Empty, Table, Typography } from 'antd';
import type { RegisterFile, RegisterFileType } from '@/api/register-types';
import { idTypeOf, normalizeIdNumber } from '@/lib/id-number';
import { formatAmount } from '@/lib/money';
import { formatFileSize } from '@/lib/register-file-rules';
import { maskIdNo } from './mask';
import type { WizardData } from './register-model';

const FILE_LABELS: Record<RegisterFileType, string> = {
  licence: '营业执照',
  authLetter: '授权书',
  idScan: '证件扫描件',
};

function fileText(files: RegisterFile[]) {
  if (files.length === 0) return <Typography.Text type="danger">未上传</Typography.Text>;
  return files.map((f) => `${f.fileName}（${formatFileSize(f.size)}）`).join('；');
}

export function RegistrationSummary({ data, withFiles }: { data: WizardData; withFiles: boolean }) {
  const { inst, manager, admins, files } = data;
  const known = manager && manager.creditCode === inst.creditCode.trim().toUpperCase();
  return (
    <div data-testid="register-summary">
      <Descriptions
        title="机构信息"
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: '机构名称', children: inst.instName },
          { key: 'code', label: '统一社会信用代码', children: inst.creditCode },
          { key: 'amac', label: '协会登记编号', children: inst.amacCode },
          { key: 'rep', label: '法定代表人', children: inst.legalRep || '—' },
          { key: 'reg', label: '注册地址', children: inst.regAddress || '—' },
          { key: 'office', label: '办公地址', children: inst.officeAddress || '—' },
          ...(known
            ? [
                { key: 'cap', label: '注册资本（元）', children: formatAmount(manager.regCapital) },
                {
                  key: 'paid',
                  label: '实缴资本（元）',
                  children: formatAmount(manager.paidInCapital),
                },
              ]
            : []),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        管理员信息
      </Typography.Title>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={admins}
        locale={{ emptyText: <Empty description="暂无数据" /> }}
        columns={[
          { title: '序号', key: 'n', width: 64, render: (_v, _a, i) => i + 1 },
          { title: '姓名', dataIndex: 'name' },
          {
            title: '证件类型',
            key: 'idType',
            render: (_v, a) => idTypeOf(a.idType)?.name ?? '—',
          },
          { title: '证件号码', key: 'idNo', render: (_v, a) => maskIdNo(a.idNo) },
          { title: '手机号码', dataIndex: 'mobile' },
          { title: '电子邮箱', dataIndex: 'email' },
          ...(withFiles
            ? [
                {
                  title: '证件扫描件',
                  key: 'scans',
                  render: (_v: unknown, a: (typeof admins)[number]) =>
                    fileText(
                      files.filter(
                        (f) => f.fileType === 'idScan' && f.adminIdNo === normalizeIdNumber(a.idNo),
                      ),
                    ),
                },
              ]
            : []),
        ]}
      />
      {withFiles && (
        <Descriptions
          title="机构资料"
          bordered
          size="small"
          column={1}
          style={{ marginTop: 24 }}
          items={(['licence', 'authLetter'] as const).map((type) => ({
            key: type,
            label: FILE_LABELS[type],
            children: fileText(files.filter((f) => f.fileType === type)),
          }))}
        />
      )}
    </div>
  );
}

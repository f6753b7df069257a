/**
 * /iservice/htgl/htmbgl 合同模板管理: the document templates the custodian offers for download
 * (sys/queryTemplateList), by keyword (asked of the server) and by category (of the answer).
 */
import type { TemplateItem } from '@contract';
import { useState } from 'react';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { formatFileSize } from '../../../kit/format';
import { SelectFilter } from '../../../kit/select-filter';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

const COLUMNS: Column<TemplateItem>[] = [
  { title: '模板名称', render: (r) => r.templateName },
  { title: '类别', render: (r) => r.category },
  { title: '格式', render: (r) => r.fileType.toUpperCase() },
  { title: '大小', render: (r) => formatFileSize(r.fileSize), numeric: true },
  { title: '更新时间', render: (r) => r.updateTime },
  {
    title: '操作',
    render: (r) => (
      <a href={r.downloadUrl} download={r.fileName}>
        下载
      </a>
    ),
  },
];

export function TemplatePage() {
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');
  const templates = useQuery<TemplateItem[]>('sys/queryTemplateList', {
    keyword: keyword.trim() || undefined,
  });
  const categories = [
    ...new Set([...(templates.data?.map((t) => t.category) ?? []), category]),
  ].filter(Boolean);
  return (
    <StubPage fallbackName="合同模板管理">
      <DataState
        label="模板下载"
        query={templates}
        filters={
          <>
            <label>
              关键字{' '}
              <input
                type="search"
                data-testid="stub-filter-keyword"
                value={keyword}
                placeholder="模板名称"
                onChange={(e) => setKeyword(e.target.value)}
              />
            </label>
            <SelectFilter
              label="类别"
              testId="stub-filter-category"
              value={category}
              onChange={setCategory}
              options={categories}
            />
          </>
        }
        isEmpty={(rows) => rows.every((t) => category && t.category !== category)}
        emptyText="没有符合条件的模板"
      >
        {(rows) => {
          const shown = rows.filter((t) => !category || t.category === category);
          return (
            <DataTable
              caption={`共 ${shown.length} 个模板`}
              columns={COLUMNS}
              rows={shown}
              rowKey={(r) => r.templateId}
            />
          );
        }}
      </DataState>
    </StubPage>
  );
}

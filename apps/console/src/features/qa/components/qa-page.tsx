import { PlusOutlined } from '@ant-design/icons';
import { LANGUAGE_NAMES, QA_CATEGORIES } from '@shopkeeper/contract';
import { Button, Flex, message, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadMoreTable } from '../../../components/load-more-table.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type QaCategory, type QaEntry, useDeleteQa, useQaList } from '../api/qa.ts';
import { QaEditor } from './qa-editor.tsx';

/** `/console/qa`: the help centre's articles by category, written per language. */
export default function QaPage() {
  const { t, lang } = useT();
  const [category, setCategory] = useState<QaCategory | 'all'>('all');
  const list = useQaList(category);
  const remove = useDeleteQa();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  return (
    <>
      {toastHolder}
      <Typography.Paragraph type="secondary">{t('sections.qa.description')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Flex gap={16} wrap align="center">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('qa.add')}
          </Button>
          <Segmented<QaCategory | 'all'>
            value={category}
            onChange={setCategory}
            options={[
              { value: 'all', label: t('qa.allCategories') },
              ...QA_CATEGORIES.map((value) => ({ value, label: t(`qa.categories.${value}`) })),
            ]}
          />
        </Flex>
        <LoadMoreTable<QaEntry>
          query={list}
          emptyText={t('qa.empty')}
          loadMoreText={t('qa.loadMore')}
          columns={[
            {
              key: 'title',
              title: t('qa.columns.title'),
              render: (_, row) => <Typography.Text strong>{row.title}</Typography.Text>,
            },
            {
              key: 'category',
              title: t('qa.columns.category'),
              render: (_, row) => t(`qa.categories.${row.category}`),
            },
            {
              key: 'languages',
              title: t('qa.columns.languages'),
              render: (_, row) => (
                <Space wrap size={4}>
                  {row.languages.map((code) => (
                    <Tag key={code}>{LANGUAGE_NAMES[code]}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              key: 'updated',
              title: t('qa.columns.updated'),
              render: (_, row) => formatTime(row.updatedAt, lang),
            },
            {
              key: 'actions',
              title: t('qa.columns.actions'),
              render: (_, row) => (
                <Space wrap>
                  <Button size="small" onClick={() => setEditing(row.id)}>
                    {t('qa.edit')}
                  </Button>
                  <Popconfirm
                    title={t('qa.deleteConfirm', { title: row.title })}
                    okText={t('qa.delete')}
                    cancelText={t('qa.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      remove.mutate(row.id, { onSuccess: () => void toast.success(t('qa.deleted')) })
                    }
                  >
                    <Button size="small" danger loading={remove.isPending && remove.variables === row.id}>
                      {t('qa.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Flex>
      {editing !== null ? (
        <QaEditor
          id={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(t('qa.saved'));
          }}
        />
      ) : null}
    </>
  );
}

import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { safeArticleHtml } from '@shopkeeper/front-kit/article-html';
import { Button, Input, Space, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { useT } from '../../../lib/i18n.ts';

type Wrap = { before: string; after: string; empty: string };

/**
 * Formatted text as HTML in a plain text area with a small toolbar that wraps the selection in
 * tags, and a live preview of what readers will see (docs/decisions/032-help-articles.md: an
 * editor library was more weight than a few tags need).
 */
export function FormattedText({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const { t } = useT();
  const area = useRef<TextAreaRef>(null);

  const wrap = ({ before, after, empty }: Wrap) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const chosen = value.slice(start, end) || empty;
    onChange(value.slice(0, start) + before + chosen + after + value.slice(end));
  };

  const tools: { key: string; icon: React.ReactNode; label: string; wrap: Wrap }[] = [
    {
      key: 'bold',
      icon: <BoldOutlined />,
      label: t('qa.tools.bold'),
      wrap: { before: '<strong>', after: '</strong>', empty: t('qa.tools.text') },
    },
    {
      key: 'italic',
      icon: <ItalicOutlined />,
      label: t('qa.tools.italic'),
      wrap: { before: '<em>', after: '</em>', empty: t('qa.tools.text') },
    },
    {
      key: 'heading',
      icon: <span aria-hidden="true">H</span>,
      label: t('qa.tools.heading'),
      wrap: { before: '<h3>', after: '</h3>\n', empty: t('qa.tools.text') },
    },
    {
      key: 'paragraph',
      icon: <span aria-hidden="true">¶</span>,
      label: t('qa.tools.paragraph'),
      wrap: { before: '<p>', after: '</p>\n', empty: t('qa.tools.text') },
    },
    {
      key: 'bullets',
      icon: <UnorderedListOutlined />,
      label: t('qa.tools.bullets'),
      wrap: { before: '<ul>\n  <li>', after: '</li>\n</ul>\n', empty: t('qa.tools.text') },
    },
    {
      key: 'numbers',
      icon: <OrderedListOutlined />,
      label: t('qa.tools.numbers'),
      wrap: { before: '<ol>\n  <li>', after: '</li>\n</ol>\n', empty: t('qa.tools.text') },
    },
    {
      key: 'link',
      icon: <LinkOutlined />,
      label: t('qa.tools.link'),
      wrap: { before: '<a href="https://">', after: '</a>', empty: t('qa.tools.text') },
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap size={4} role="toolbar" aria-label={t('qa.tools.label')}>
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={tool.label}>
            <Button size="small" icon={tool.icon} aria-label={tool.label} onClick={() => wrap(tool.wrap)} />
          </Tooltip>
        ))}
      </Space>
      <Input.TextArea
        id={id}
        ref={area}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoSize={{ minRows: 8, maxRows: 20 }}
        style={{ fontFamily: 'monospace' }}
      />
      <Typography.Text type="secondary">{t('qa.preview')}</Typography.Text>
      <div
        data-testid={`${id}-preview`}
        style={{ padding: 12, border: '1px solid #f0f0f0', borderRadius: 8, minHeight: 48 }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by safeArticleHtml, with the tags the server keeps
        dangerouslySetInnerHTML={{ __html: safeArticleHtml(value) }}
      />
    </Space>
  );
}

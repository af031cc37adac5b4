import { PictureOutlined } from '@ant-design/icons';
import type { schemas } from '@shopkeeper/contract';
import { Button, Flex, Input, Progress, Select, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { uploadChatImage, useCannedReplies } from '../api/chat.ts';

/** The contract's longest message (typed against it, so a change there fails the build here). */
const TEXT_MAX: (typeof schemas)['CHAT']['textMax'] = 2000;

/** The reply: text (Enter sends, Shift+Enter breaks the line), a canned reply, or a picture. */
export function ReplyBox({
  onSend,
  disabled,
}: {
  onSend: (reply: { text: string | null; image: { path: string; url: string } | null }) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const canned = useCannedReplies();
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  const send = () => {
    if (!trimmed) return;
    onSend({ text: trimmed, image: null });
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadFailed(false);
    setProgress(0);
    try {
      onSend({ text: null, image: await uploadChatImage(file, setProgress) });
    } catch {
      setUploadFailed(true);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Flex vertical gap={8}>
      {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" />}
      {uploadFailed && (
        <Typography.Text type="danger" role="alert">
          {t('chat.uploadFailed')}
        </Typography.Text>
      )}
      <Input.TextArea
        aria-label={t('chat.reply')}
        placeholder={t('chat.replyPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={TEXT_MAX}
        disabled={disabled}
      />
      <Flex gap={8} wrap justify="space-between">
        <Flex gap={8} wrap>
          <Select<number>
            aria-label={t('chat.canned')}
            placeholder={t('chat.canned')}
            style={{ minWidth: 220 }}
            value={null}
            loading={canned.isLoading}
            disabled={disabled}
            options={(canned.data ?? []).map((reply) => ({ value: reply.id, label: reply.title }))}
            notFoundContent={t('chat.noCanned')}
            onChange={(id) => {
              const reply = canned.data?.find((candidate) => candidate.id === id);
              if (reply)
                setText((current) => (current.trim() ? `${current.trimEnd()}\n${reply.text}` : reply.text));
            }}
          />
          <Button
            icon={<PictureOutlined />}
            onClick={() => fileInput.current?.click()}
            disabled={disabled || progress !== null}
          >
            {t('chat.addImage')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            data-testid="reply-image-input"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </Flex>
        <Button type="primary" onClick={send} disabled={disabled || !trimmed}>
          {t('chat.send')}
        </Button>
      </Flex>
    </Flex>
  );
}

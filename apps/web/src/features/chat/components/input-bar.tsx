import type { schemas } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import TextArea from 'antd-mobile/es/components/text-area';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadChatImage } from '../api/chat.ts';
import styles from './chat.module.css';

/** The contract's longest message (typed against it, so a change there fails the build here). */
const TEXT_MAX: (typeof schemas)['CHAT']['textMax'] = 2000;

/**
 * Where the merchant writes: text (Enter sends on a keyboard, Shift+Enter breaks the line) or
 * a picture, uploaded with its progress shown, then sent as a message.
 */
export function InputBar({
  onSendText,
  onSendImage,
}: {
  onSendText: (text: string) => void;
  onSendImage: (image: { path: string; url: string }) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const trimmed = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed) return;
    onSendText(trimmed);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadFailed(false);
    setProgress(0);
    try {
      onSendImage(await uploadChatImage(file, setProgress));
    } catch {
      setUploadFailed(true);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form className={styles.inputBar} onSubmit={submit}>
      {progress !== null && (
        <div className={styles.progress} data-testid="chat-upload-progress">
          <ProgressBar percent={Math.round(progress * 100)} />
          <span aria-live="polite">{t('chat.uploading', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      {uploadFailed && (
        <p className={styles.uploadFailed} role="alert">
          {t('chat.uploadFailed')}
        </p>
      )}
      <div className={styles.inputRow}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('chat.addImage')}
          disabled={progress !== null}
          onClick={() => fileInput.current?.click()}
        >
          <PictureOutline aria-hidden="true" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="chat-image-input"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t('chat.inputLabel')}
        </label>
        <TextArea
          id={inputId}
          className={styles.textArea}
          value={text}
          onChange={setText}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={TEXT_MAX}
          rows={1}
          enterKeyHint="send"
        />
        <Button type="submit" color="primary" className={styles.sendButton} disabled={!trimmed}>
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}

import { ApiError } from '@shopkeeper/client';
import { LANGUAGE_NAMES, LANGUAGES, type Language, QA_ARTICLE, QA_CATEGORIES } from '@shopkeeper/contract';
import { Alert, Form, Input, Modal, Select, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { type QaArticle, type QaCategory, useQaArticle, useSaveQa } from '../api/qa.ts';
import { FormattedText } from './formatted-text.tsx';

type Texts = Partial<Record<Language, { title: string; body: string }>>;

const textsOf = (article: QaArticle | undefined): Texts =>
  Object.fromEntries(
    (article?.texts ?? []).map((text) => [text.language, { title: text.title, body: text.body }]),
  );

/**
 * The article's category and its text in each language, one tab per language. A language is
 * saved when it has a title and a text; English is required, since every reader without a
 * text in their language reads it.
 */
function Editor({
  article,
  onSaved,
  onClose,
}: {
  article?: QaArticle;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const save = useSaveQa();
  const [category, setCategory] = useState<QaCategory>(article?.category ?? 'top_ups');
  const [texts, setTexts] = useState<Texts>(() => textsOf(article));
  const [problem, setProblem] = useState<string>();

  const set = (lang: Language, field: 'title' | 'body', value: string) =>
    setTexts((all) => ({ ...all, [lang]: { title: '', body: '', ...all[lang], [field]: value } }));

  const submit = () => {
    const filled = LANGUAGES.flatMap((language) => {
      const text = texts[language];
      const title = text?.title.trim() ?? '';
      const body = text?.body.trim() ?? '';
      return title || body ? [{ language, title, body }] : [];
    });
    const half = filled.find((text) => !text.title || !text.body);
    if (half) return setProblem(t('qa.incomplete', { language: LANGUAGE_NAMES[half.language] }));
    if (!filled.some((text) => text.language === 'en')) return setProblem(t('qa.englishRequired'));
    setProblem(undefined);
    save.mutate(
      { ...(article ? { id: article.id } : {}), category, texts: filled },
      {
        onSuccess: onSaved,
        onError: (error) => setProblem(error instanceof ApiError ? error.msg : t('qa.saveFailed')),
      },
    );
  };

  return (
    <Modal
      open
      width={880}
      title={article ? t('qa.editTitle') : t('qa.addTitle')}
      okText={t('qa.save')}
      cancelText={t('qa.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} /> : null}
        <Form.Item label={t('qa.category')} htmlFor="qa-category">
          <Select<QaCategory>
            id="qa-category"
            value={category}
            onChange={setCategory}
            options={QA_CATEGORIES.map((value) => ({ value, label: t(`qa.categories.${value}`) }))}
          />
        </Form.Item>
        <Tabs
          items={LANGUAGES.map((lang) => ({
            key: lang,
            label: texts[lang]?.title ? `${LANGUAGE_NAMES[lang]} ✓` : LANGUAGE_NAMES[lang],
            children: (
              <>
                <Form.Item label={t('qa.articleTitle')} htmlFor={`qa-title-${lang}`}>
                  <Input
                    id={`qa-title-${lang}`}
                    value={texts[lang]?.title ?? ''}
                    maxLength={QA_ARTICLE.title}
                    onChange={(event) => set(lang, 'title', event.target.value)}
                  />
                </Form.Item>
                <Form.Item label={t('qa.body')} htmlFor={`qa-body-${lang}`}>
                  <FormattedText
                    id={`qa-body-${lang}`}
                    label={t('qa.body')}
                    value={texts[lang]?.body ?? ''}
                    onChange={(value) => set(lang, 'body', value)}
                  />
                </Form.Item>
              </>
            ),
          }))}
        />
      </Form>
    </Modal>
  );
}

/** The editor for a new article, or for an existing one once its texts are read. */
export function QaEditor({
  id,
  onSaved,
  onClose,
}: {
  id: number | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const article = useQaArticle(id);
  if (id !== null && !article.data) {
    return (
      <Modal open footer={null} onCancel={onClose}>
        <Skeleton active />
      </Modal>
    );
  }
  return <Editor article={article.data} onSaved={onSaved} onClose={onClose} />;
}

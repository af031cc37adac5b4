import { safeArticleHtml } from '@shopkeeper/front-kit/article-html';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useHelpArticle } from '../api/help.ts';
import styles from './help.module.css';

/** One help article, its formatted text sanitised again before it is shown. */
export function HelpArticle({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const article = useHelpArticle(id);
  const html = useMemo(() => (article.data ? safeArticleHtml(article.data.content) : ''), [article.data]);
  if (article.isPending) {
    return (
      <div className={styles.stack} data-testid="qa-skeleton">
        <SkeletonBlock height={36} />
        <SkeletonBlock height={240} />
      </div>
    );
  }
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.code === 404)
      return (
        <StatusMessage
          icon={<QuestionCircleOutline />}
          title={t('help.goneTitle')}
          description={t('help.goneText')}
        />
      );
    return <LoadError onRetry={() => void article.refetch()} retrying={article.isFetching} />;
  }
  const { title, category, updatedAt } = article.data;
  return (
    <article className={styles.article} lang={article.data.language}>
      <h2 className={styles.articleTitle}>{title}</h2>
      <p className={styles.articleMeta}>
        {t(`help.category.${category}`)} · {t('help.updated', { time: formatTime(updatedAt, lang) })}
      </p>
      <div
        className={styles.body}
        data-testid="qa-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save and again here (safeArticleHtml)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}

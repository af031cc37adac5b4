import '../../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { errorSentence } from '@shopkeeper/front-kit/error-message';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { clientFailureText, ERROR_TOAST_MS, sendsToNotFound } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { type ShowcaseStatus, useShowcaseDelete, useShowcaseStatus } from '../api/showcase.ts';

/** The limit a 452 or 447 names in its data (`{ limit }`), if it does. */
export function limitIn(data: unknown): number | undefined {
  const limit = (data as { limit?: unknown } | null)?.limit;
  return typeof limit === 'number' ? limit : undefined;
}

/** The goods the action is about: one named item, or several selected. */
export type Target = { ids: number[]; name: string } | { ids: number[]; name?: undefined };

/**
 * Unlist, list again and delete, for one item (its card) or several (the manage screen).
 * Deleting always asks first; so does any action on several. Each resolves true when done.
 * The two limits are said in a dialog with the number, where the person cannot miss them:
 * a full showcase (452) and the day's deletions used up (447, "contact the administrator").
 */
export function useShowcaseActions() {
  const { t } = useTranslation();
  const setStatus = useShowcaseStatus();
  const remove = useShowcaseDelete();

  const explain = async (error: unknown) => {
    if (!(error instanceof ApiError) || error.kind === 'aborted') return;
    const limit = limitIn(error.data);
    if (error.code === ErrorCode.SHOWCASE_MAXIMUM) {
      await Dialog.alert({
        title: t('showcase.fullTitle'),
        'aria-label': t('showcase.fullTitle'),
        content: limit === undefined ? error.msg : t('showcase.full', { limit }),
        confirmText: t('showcase.understood'),
      });
    } else if (error.code === ErrorCode.SHOWCASE_DELETE_LIMIT) {
      await Dialog.alert({
        title: t('showcase.deleteLimitTitle'),
        'aria-label': t('showcase.deleteLimitTitle'),
        content: limit === undefined ? error.msg : t('showcase.deleteLimit', { limit }),
        confirmText: t('showcase.understood'),
      });
    } else if (!sendsToNotFound(error)) {
      // Anything else as every call says it (the client already redirected where it must).
      const content = await errorSentence(error, currentLanguage(), clientFailureText);
      await showToast({ content, duration: ERROR_TOAST_MS });
    }
  };

  const confirm = (title: string, content: string, confirmText: string) =>
    Dialog.confirm({
      title,
      'aria-label': title,
      content,
      confirmText,
      cancelText: t('showcase.cancel'),
    });

  const changeStatus = async (target: Target, status: ShowcaseStatus): Promise<boolean> => {
    const listing = status === 'listed';
    if (target.name === undefined) {
      const title = listing ? t('showcase.listSelectedTitle') : t('showcase.unlistSelectedTitle');
      const text = listing
        ? t('showcase.listSelectedText', { n: target.ids.length })
        : t('showcase.unlistSelectedText', { n: target.ids.length });
      if (!(await confirm(title, text, listing ? t('showcase.list') : t('showcase.unlist')))) return false;
    }
    try {
      await setStatus.mutateAsync({ ids: target.ids, status });
    } catch (error) {
      await explain(error);
      return false;
    }
    const done =
      target.name === undefined
        ? t(listing ? 'showcase.listedSelected' : 'showcase.unlistedSelected')
        : t(listing ? 'showcase.listedOne' : 'showcase.unlistedOne', { name: target.name });
    void showToast({ icon: 'success', content: done });
    return true;
  };

  const deleteItems = async (target: Target): Promise<boolean> => {
    const one = target.name !== undefined;
    const confirmed = await confirm(
      one ? t('showcase.deleteTitle') : t('showcase.deleteSelectedTitle'),
      one
        ? t('showcase.deleteText', { name: target.name })
        : t('showcase.deleteSelectedText', { n: target.ids.length }),
      t('showcase.delete'),
    );
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(target.ids);
    } catch (error) {
      await explain(error);
      return false;
    }
    void showToast({
      icon: 'success',
      content: one ? t('showcase.deletedOne', { name: target.name }) : t('showcase.deletedSelected'),
    });
    return true;
  };

  return {
    changeStatus,
    deleteItems,
    busy: setStatus.isPending || remove.isPending,
  };
}

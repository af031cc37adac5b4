import { useMutation } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import DownlandOutline from 'antd-mobile-icons/es/DownlandOutline';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { downloadText, type StatementWords, statementCsv } from '../api/statement-csv.ts';
import { fetchStatement } from '../api/wallet.ts';
import { dayEnd, dayOf, dayStart } from './date-range.ts';
import styles from './history-screen.module.css';

/** The server's limit (contract STATEMENT_MAX_DAYS), said before asking. */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** The days a statement covers: those picked, else this month up to today. */
export function statementRange(fromDay: string, toDay: string, now = Date.now()) {
  const today = dayOf(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = dayStart(fromDay) ?? dayStart(monthStart)!;
  const to = dayEnd(toDay) ?? dayEnd(today)!;
  return { from, to, fromDay: fromDay || monthStart, toDay: toDay || today };
}

/**
 * Downloads the statement of the chosen days as a CSV file built here, in the reader's
 * language; the server only sends the figures.
 */
export function StatementDownload({ fromDay, toDay }: { fromDay: string; toDay: string }) {
  const { t } = useTranslation();
  const range = statementRange(fromDay, toDay);
  const lang = currentLanguage();
  // The days as the reader writes them; the file name keeps the sortable 2026-03-01.
  const dayLabel = (ms: number) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(ms);
  const tooLong = range.to - range.from > MAX_DAYS * DAY_MS;
  const reversed = range.to <= range.from;
  const download = useMutation({
    mutationFn: async () => {
      const statement = await fetchStatement({ from: range.from, to: range.to });
      const words: StatementWords = {
        headers: {
          time: t('statement.time'),
          type: t('statement.type'),
          status: t('statement.status'),
          amount: t('statement.amount'),
          remark: t('statement.remark'),
          balance: t('statement.balance'),
        },
        opening: t('statement.opening'),
        closing: t('statement.closing'),
        type: (type) => t(`wallet.types.${type}`),
        status: (status) => t(`wallet.status.${status}`),
      };
      downloadText(
        `${t('statement.fileName')}-${range.fromDay}-${range.toDay}.csv`,
        statementCsv(statement, words),
      );
    },
  });
  return (
    <>
      <Button
        block
        color="primary"
        fill="outline"
        disabled={tooLong || reversed}
        loading={download.isPending}
        onClick={() => download.mutate()}
        data-testid="statement-download"
      >
        <DownlandOutline aria-hidden="true" />{' '}
        {t('statement.download', { from: dayLabel(range.from), to: dayLabel(range.to - 1) })}
      </Button>
      {tooLong && (
        <p className={styles.error} role="alert">
          {t('statement.tooLong', { days: MAX_DAYS })}
        </p>
      )}
    </>
  );
}

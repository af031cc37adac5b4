import styles from './page-skeleton.module.css';

/**
 * Grey shapes where content is about to appear. Plain CSS rather than antd-mobile's
 * Skeleton so that the first screen paint does not wait for a component chunk.
 */
export function SkeletonBlock({
  height,
  width = '100%',
  round = false,
}: {
  height: number;
  width?: number | string;
  round?: boolean;
}) {
  return (
    <div
      className={styles.block}
      data-skeleton
      aria-hidden="true"
      style={{ height, width, borderRadius: round ? height / 2 : 8 }}
    />
  );
}

/** A whole screen still loading: header bar, a card, some rows. */
export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="page-skeleton">
      <SkeletonBlock height={48} />
      <div className={styles.body}>
        <SkeletonBlock height={120} />
        <SkeletonBlock height={20} width="60%" />
        <SkeletonBlock height={48} />
        <SkeletonBlock height={48} />
      </div>
    </div>
  );
}

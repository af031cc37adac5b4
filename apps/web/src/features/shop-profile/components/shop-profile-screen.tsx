import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { useShop } from '../api/shop-profile.ts';
import { ProfileCard } from './profile-card.tsx';
import { ShopEditForm } from './shop-edit-form.tsx';
import styles from './shop-profile.module.css';
import { StorefrontShare } from './storefront-share.tsx';

/**
 * /shop: the shop as buyers and the platform see it (profile and credit), the storefront's
 * link to share, and the form that changes its name, logo, address and phone.
 */
export function ShopProfileScreen() {
  const shop = useShop();
  if (shop.isPending) {
    // The three cards’ heights at 375 px in English, so nothing moves when they arrive.
    return (
      <div className={styles.stack} aria-busy="true" data-testid="shop-profile-skeleton">
        <SkeletonBlock height={296} />
        <SkeletonBlock height={458} />
        <SkeletonBlock height={520} />
      </div>
    );
  }
  if (shop.isError) {
    return (
      <div className={styles.stack}>
        <LoadError onRetry={() => void shop.refetch()} retrying={shop.isFetching} />
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <ProfileCard shop={shop.data} />
      <StorefrontShare path={shop.data.storefrontPath} name={shop.data.name} />
      <ShopEditForm key={shop.data.id} shop={shop.data} />
    </div>
  );
}

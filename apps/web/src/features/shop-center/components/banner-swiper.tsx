import '../../../lib/antd-react19.ts';
import Swiper from 'antd-mobile/es/components/swiper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/money.ts';
import type { Banner } from '../api/store-centre.ts';
import styles from './store-centre.module.css';

/**
 * Where a banner leads: a path of this app ("/promotion") is followed in the app; an https
 * address opens in a new tab that cannot reach back into this one. Anything else is not a link.
 */
export function bannerTarget(link: string | null): { inApp: string } | { external: string } | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { inApp: link };
  if (/^https:\/\/[^\s\\]+$/.test(link)) return { external: link };
  return null;
}

function Slide({ banner, first }: { banner: Banner; first: boolean }) {
  const picture = (
    <img
      className={styles.bannerImage}
      src={imageUrl(banner.image)}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  const target = bannerTarget(banner.link);
  if (!target) return picture;
  if ('inApp' in target)
    return (
      <Link to={target.inApp} className={styles.bannerLink} data-testid="banner-link">
        {picture}
      </Link>
    );
  return (
    <a
      href={target.external}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.bannerLink}
      data-testid="banner-link"
    >
      {picture}
    </a>
  );
}

/** The operator's banners for this language, in their order, turning by themselves. */
export function BannerSwiper({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={t('shopCenter.bannersLabel')} data-testid="banners">
      <Swiper autoplay={banners.length > 1} loop={banners.length > 1} autoplayInterval={5000}>
        {banners.map((banner, index) => (
          <Swiper.Item key={banner.id}>
            <Slide banner={banner} first={index === 0} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}

import { Badge, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useChatUnreadTotal } from '../../lib/chat-unread.ts';
import { useT } from '../../lib/i18n.ts';
import { REVIEWS_ICON, SECTIONS, sectionForPath, sectionHref } from '../../lib/sections.tsx';

type Item = Required<MenuProps>['items'][number];
const REVIEWS_KEY = 'reviews';

/** The side menu: one entry per section, the reviews grouped; entries are real links. */
export function SideMenu() {
  const { t } = useT();
  const { pathname } = useLocation();
  const section = sectionForPath(pathname);
  const selected = section ? sectionHref(section) : '';
  const unread = useChatUnreadTotal().data ?? 0;

  const entry = (section: (typeof SECTIONS)[number]): Item => ({
    key: sectionHref(section),
    icon: section.icon,
    label: (
      <Link to={sectionHref(section)}>
        {t(`sections.${section.key}.title`)}
        {section.key === 'customerService' && unread > 0 && (
          <Badge
            count={unread}
            overflowCount={99}
            size="small"
            style={{ marginInlineStart: 8, boxShadow: 'none' }}
            title={t('chat.unreadTotal', { count: unread })}
            data-testid="chat-unread-total"
          />
        )}
      </Link>
    ),
  });
  const reviews = SECTIONS.filter((section) => section.group === 'reviews');
  const items: Item[] = [];
  for (const section of SECTIONS) {
    if (section.group !== 'reviews') items.push(entry(section));
    else if (section === reviews[0]) {
      items.push({
        key: REVIEWS_KEY,
        icon: REVIEWS_ICON,
        label: t('nav.reviews'),
        children: reviews.map(entry),
      });
    }
  }

  return (
    <Menu
      theme="dark"
      mode="inline"
      aria-label={t('nav.main')}
      selectedKeys={[selected]}
      defaultOpenKeys={[REVIEWS_KEY]}
      items={items}
    />
  );
}

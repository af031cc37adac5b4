import FloatingBubble from 'antd-mobile/es/components/floating-bubble';
import DownOutline from 'antd-mobile-icons/es/DownOutline';
import UpOutline from 'antd-mobile-icons/es/UpOutline';
import { type CSSProperties, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from './tab-bar-toggle.module.css';
import { TAB_BAR_HEIGHT } from './tabs.ts';

/** The button sits 52 px from the right and 200 px from the window's bottom (docs/product.md#tab-bar). */
export const BUBBLE_FROM_RIGHT = 52;
export const BUBBLE_FROM_BOTTOM = 200;
export const BUBBLE_GAP = 8;
export const BUBBLE_COLOR = '#0865FF';
/** 52 − 8: a bubble this size keeps the 8 px gap to the right edge, and is a full touch target. */
const BUBBLE_SIZE = BUBBLE_FROM_RIGHT - BUBBLE_GAP;

function homePosition() {
  return { left: window.innerWidth - BUBBLE_FROM_RIGHT, top: window.innerHeight - BUBBLE_FROM_BOTTOM };
}

const AT_HOME = { x: 0, y: 0 };
/** Room kept free under the bubble's drag area: the tab bar, its raised lift, the gap. */
export const TAB_BAR_RESERVE = TAB_BAR_HEIGHT + 10;
const TAPPABLE = 'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"]';

/** Whether a bubble at this spot would sit on something a person taps (other than itself). */
function coversTappable(left: number, top: number, self: Element | null): boolean {
  for (const element of document.querySelectorAll(TAPPABLE)) {
    if (self?.contains(element)) continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right > left && r.left < left + BUBBLE_SIZE && r.bottom > top && r.top < top + BUBBLE_SIZE)
      return true;
  }
  return false;
}

/**
 * The resting spot (width − 52, height − 200), unless the screen has something to tap there
 * (the store centre's last shortcut): then the nearest free spot up or down the same edge,
 * above the tab bar. Content further down can be scrolled clear of it (the layout leaves
 * room at the page's end; decision 012).
 */
function clearHome(self: Element | null) {
  const home = homePosition();
  const lowest = window.innerHeight - TAB_BAR_RESERVE - BUBBLE_GAP - BUBBLE_SIZE;
  for (let shift = 0; shift <= window.innerHeight; shift += 4) {
    for (const top of [home.top + shift, home.top - shift]) {
      if (top < BUBBLE_GAP || top > lowest) continue;
      if (!coversTappable(home.left, top, self)) return { left: home.left, top };
    }
  }
  return home;
}

/**
 * Where the bubble rests: recomputed, and the bubble brought back there, on every resize;
 * moved off tappable content when the screen under it changes, unless the person has
 * dragged it somewhere themselves.
 */
function useBubbleHome(anchor: RefObject<HTMLElement | null>) {
  const [home, setHome] = useState(homePosition);
  const [offset, setOffset] = useState(AT_HOME);
  const { pathname } = useLocation();
  const moved = offset.x !== 0 || offset.y !== 0;

  useEffect(() => {
    const onResize = () => {
      setHome(clearHome(anchor.current));
      setOffset({ ...AT_HOME }); // a new object, so the bubble animates back even from 0,0
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [anchor]);

  // The screen's content arrives after the bubble (lazy screens, loading profiles): look
  // again whenever the page's size changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname marks a new screen
  useEffect(() => {
    if (moved) return;
    const place = () => {
      const next = clearHome(anchor.current);
      setHome((current) => (current.left === next.left && current.top === next.top ? current : next));
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [pathname, moved, anchor]);

  return { home, offset, setOffset };
}

export interface TabBarToggleProps {
  raised: boolean;
  onToggle: () => void;
}

/** A press that moved the bubble less than this is a tap, not a drag. */
const TAP_SLOP = 4;

/**
 * The floating draggable button that raises and lowers the tab bar (docs/product.md#tab-bar).
 *
 * Taps are told from drags here rather than by the gesture library: on touch screens it
 * listens to touch events only and swallows any click it did not see begin (a mouse click,
 * an automated click), so a wrapper sees each click first, in the capture phase, toggles
 * unless the bubble was just dragged, and stops the click there. Keyboard presses on the
 * inner button arrive the same way.
 */
export function TabBarToggle({ raised, onToggle }: TabBarToggleProps) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const { home, offset, setOffset } = useBubbleHome(anchor);
  const pressedAt = useRef(offset);
  const dragged = useRef(false);
  const Icon = raised ? DownOutline : UpOutline;

  const style = {
    '--initial-position-left': `${home.left}px`,
    '--initial-position-top': `${home.top}px`,
    '--edge-distance': `${BUBBLE_GAP}px`,
    '--background': BUBBLE_COLOR,
    '--size': `${BUBBLE_SIZE}px`,
    '--z-index': '1000',
    '--tab-bar-reserve': `${TAB_BAR_RESERVE}px`,
  } as CSSProperties;

  const onPress = () => {
    pressedAt.current = offset;
    dragged.current = false;
  };
  const onMove = (next: { x: number; y: number }) => {
    const distance = Math.abs(next.x - pressedAt.current.x) + Math.abs(next.y - pressedAt.current.y);
    if (distance > TAP_SLOP) dragged.current = true;
    setOffset(next);
  };
  const onClickCapture = (event: MouseEvent) => {
    event.stopPropagation();
    if (!dragged.current) onToggle();
    dragged.current = false;
  };

  return (
    <div
      ref={anchor}
      className={styles.anchor}
      onPointerDownCapture={onPress}
      onTouchStartCapture={onPress}
      onClickCapture={onClickCapture}
    >
      <FloatingBubble
        axis="xy"
        magnetic="x"
        offset={offset}
        onOffsetChange={onMove}
        style={style}
        data-testid="tabbar-bubble"
      >
        <button
          type="button"
          data-testid="tabbar-toggle"
          className={styles.button}
          aria-pressed={raised}
          aria-label={raised ? t('tabBar.lower') : t('tabBar.raise')}
        >
          <Icon data-icon={raised ? 'arrow-down' : 'arrow-up'} className={styles.icon} aria-hidden="true" />
        </button>
      </FloatingBubble>
    </div>
  );
}
